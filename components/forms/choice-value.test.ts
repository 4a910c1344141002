import { asChoice, chooseOne, toggleOther, toggleValue } from "./choice-value";
import { feedbackForm } from "@/lib/forms/test-fixtures";

const field = (name: string) => {
  const found = feedbackForm.form_data.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe("choice values", () => {
  const liked = field("liked");
  const returnVisit = field("return_visit");

  it("ticks options in the field's order and unticks them", () => {
    const view = toggleValue(liked, { values: [], other: null }, "view", true);
    const both = toggleValue(liked, view, "food", true);
    expect(both).toEqual({ values: ["food", "view"], other: null });
    expect(toggleValue(liked, both, "view", false)).toEqual({ values: ["food"], other: null });
  });

  it("Other on a checkbox group adds a blank text beside the options; unticked it is dropped", () => {
    const other = toggleOther(liked, { values: ["food"], other: null }, true);
    expect(other).toEqual({ values: ["food"], other: "" });
    expect(toggleOther(liked, { values: ["food"], other: "Music" }, false)).toEqual({ values: ["food"], other: null });
  });

  it("Other on a radio group replaces the option, and an option replaces Other", () => {
    expect(toggleOther(returnVisit, { values: ["yes"], other: null }, true)).toEqual({ values: [], other: "" });
    expect(chooseOne("maybe")).toEqual({ values: ["maybe"], other: null });
    expect(chooseOne(null)).toEqual({ values: [], other: null });
  });

  it("asChoice narrows a form value", () => {
    expect(asChoice({ values: ["a"], other: null })).toEqual({ values: ["a"], other: null });
    expect(asChoice("")).toEqual({ values: [], other: null });
  });
});
