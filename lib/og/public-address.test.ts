import { isPublicAddress } from "./public-address";

// Issue 25 item 6: which addresses the server may fetch a venue's picture from.

describe("isPublicAddress", () => {
  it("accepts addresses on the public internet, IPv4 and IPv6", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e", "::ffff:8.8.8.8"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it("refuses loopback, private, link-local, CGNAT, unspecified, multicast and reserved IPv4", () => {
    const refused = [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.20",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "0.0.0.0",
      "224.0.0.251",
      "239.255.255.250",
      "255.255.255.255",
      "240.0.0.1",
      "198.18.0.1",
      "192.0.2.1",
    ];
    for (const address of refused) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    // Just outside the private and CGNAT ranges.
    for (const address of ["172.32.0.1", "100.128.0.1", "11.0.0.1", "192.169.0.1"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it("refuses loopback, unspecified, unique-local, link-local and multicast IPv6", () => {
    for (const address of ["::1", "::", "0:0:0:0:0:0:0:1", "fc00::1", "fd12:3456::1", "fe80::1", "FE80::abcd", "ff02::1", "2001:db8::1"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  it("refuses the IPv4-mapped and NAT64 forms of those IPv4 addresses, however they are written", () => {
    const refused = [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:7f00:0001",
      "::FFFF:10.0.0.1",
      "::ffff:169.254.169.254",
      "64:ff9b::127.0.0.1",
      "64:ff9b::7f00:1",
      "64:ff9b::",
      "64:ff9b::a9fe:a9fe",
    ];
    for (const address of refused) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    expect(isPublicAddress("64:ff9b::808:808")).toBe(true);
  });

  it("refuses what is not an IP address: names, zones, brackets", () => {
    for (const address of ["localhost", "example.com", "", "fe80::1%eth0", "[::1]", "127.0.0.1:80", "2130706433"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });
});
