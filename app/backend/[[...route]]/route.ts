import { Hono } from "hono";
import { handle } from "hono/vercel";
import { createVenueApi } from "@/server/app";

const app = new Hono({ strict: false }).basePath("/backend").route("/", createVenueApi());

export const GET = handle(app);
export const POST = handle(app);
export const PATCH = handle(app);
export const PUT = handle(app);
export const DELETE = handle(app);
