describe("mapsUsable", () => {
  const original = process.env.GOOGLE_MAPS_API_KEY;
  afterEach(() => {
    if (original === undefined) delete process.env.GOOGLE_MAPS_API_KEY;
    else process.env.GOOGLE_MAPS_API_KEY = original;
    jest.restoreAllMocks();
  });

  async function fresh() {
    jest.resetModules();
    return import("./server");
  }

  it("is the menu flag AND a key", async () => {
    const { mapsUsable, googleMapsApiKey } = await fresh();
    process.env.GOOGLE_MAPS_API_KEY = "  browser-key  ";
    expect(googleMapsApiKey()).toBe("browser-key");
    expect(mapsUsable({ enable_address_google_maps: true })).toBe(true);
    expect(mapsUsable({ enable_address_google_maps: false })).toBe(false);
  });

  it("without a key, falls back and warns once on the server", async () => {
    const { mapsUsable, googleMapsApiKey } = await fresh();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    process.env.GOOGLE_MAPS_API_KEY = " ";
    expect(googleMapsApiKey()).toBeNull();
    expect(mapsUsable({ enable_address_google_maps: true })).toBe(false);
    delete process.env.GOOGLE_MAPS_API_KEY;
    expect(mapsUsable({ enable_address_google_maps: true })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/GOOGLE_MAPS_API_KEY/);
  });

  it("says nothing for venues without maps", async () => {
    const { mapsUsable } = await fresh();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    delete process.env.GOOGLE_MAPS_API_KEY;
    expect(mapsUsable({ enable_address_google_maps: false })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
