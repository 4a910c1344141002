import { detailsComplete, missingDetails, trimDetails } from "./address-details";

const EMPTY = { flat_no: "", building_premise: "", area_street: "", landmark: "" };

describe("address details (001 section 2)", () => {
  it("requires flat number, building/premise and area/street, not the landmark", () => {
    expect(missingDetails(EMPTY)).toEqual(["flat_no", "building_premise", "area_street"]);
    expect(detailsComplete({ flat_no: "12", building_premise: "Tower A", area_street: "Boulevard", landmark: "" })).toBe(true);
  });

  it("counts spaces as empty", () => {
    expect(missingDetails({ flat_no: "  ", building_premise: "Tower A", area_street: "Boulevard", landmark: "" })).toEqual(["flat_no"]);
  });

  it("trims every field", () => {
    expect(trimDetails({ flat_no: " 12 ", building_premise: "Tower A ", area_street: " Boulevard", landmark: "  " })).toEqual({
      flat_no: "12",
      building_premise: "Tower A",
      area_street: "Boulevard",
      landmark: "",
    });
  });
});
