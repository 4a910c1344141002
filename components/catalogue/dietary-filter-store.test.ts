import { dietaryFilterKey, readDietaryFilter } from "./dietary-filter-store";

/** The stored dietary filter (issue 16) is read back only when it is two lists of property ids. */

function storageWith(text: string | null): Pick<Storage, "getItem"> {
  return { getItem: (key) => (key === dietaryFilterKey("demo") ? text : null) };
}

const NONE = { require: [], avoid: [] };

describe("readDietaryFilter", () => {
  it("reads a filter the app wrote", () => {
    expect(readDietaryFilter(storageWith('{"require":[3],"avoid":[7,9]}'), "demo")).toEqual({ require: [3], avoid: [7, 9] });
    expect(readDietaryFilter(storageWith('{"require":[],"avoid":[]}'), "demo")).toEqual(NONE);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{require"],
    ["not an object", "[1,2]"],
    ["null", "null"],
    ["a list missing", '{"require":[3]}'],
    ["a list that is not one", '{"require":"3","avoid":[]}'],
    ["an id that is not a whole number", '{"require":[1.5],"avoid":[]}'],
    ["an id that is a string", '{"require":["3"],"avoid":[]}'],
    ["a zero or negative id", '{"require":[0],"avoid":[-2]}'],
    ["an id past the safe integers", '{"require":[9007199254740993],"avoid":[]}'],
    ["more than 200 ids", JSON.stringify({ require: Array.from({ length: 201 }, (_, index) => index + 1), avoid: [] })],
  ])("reads %s as no filter", (_, text) => {
    expect(readDietaryFilter(storageWith(text), "demo")).toEqual(NONE);
  });

  it("reads no filter from a storage that is switched off or throws", () => {
    expect(readDietaryFilter(null, "demo")).toEqual(NONE);
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readDietaryFilter(throwing, "demo")).toEqual(NONE);
  });

  it("keeps each venue's filter to itself", () => {
    expect(readDietaryFilter(storageWith('{"require":[3],"avoid":[]}'), "another")).toEqual(NONE);
  });
});
