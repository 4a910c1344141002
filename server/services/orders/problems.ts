import { ApiProblem } from "../../errors";

/**
 * 400 for an order the venue cannot take, shaped like parseOr400's answers: a detail for people and
 * the failing field, so a client can point at it.
 */
export function orderProblem(field: string, message: string, extra: Record<string, unknown> = {}): ApiProblem {
  return new ApiProblem(400, { detail: message, errors: { [field]: [message] }, ...extra });
}

/** 400 for one cart line, naming its index in the payload's line_items (0-based) in the detail too. */
export function lineProblem(index: number, field: string, message: string): ApiProblem {
  return orderProblem(`line_items.${index}.${field}`, `Line item ${index}: ${message}`, { line_index: index });
}
