import { describe, expect, it } from "vitest";
import {
  chooseProtocol,
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_NAMES,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  protocolName,
} from "./version.js";

describe("the protocol's versions", () => {
  it("names a version as the subprotocol parlor.<version>", () => {
    expect(protocolName(2)).toBe("parlor.2");
    expect(protocolName()).toBe(`parlor.${PROTOCOL_VERSION}`);
    expect(PROTOCOL_VERSIONS.at(-1)).toBe(PROTOCOL_VERSION);
    expect(PROTOCOL_VERSIONS).toContain(DEFAULT_PROTOCOL_VERSION);
    expect(PROTOCOL_NAMES).toEqual(["parlor.2", "parlor.1"]);
  });

  it("takes the newest version offered that it speaks, whatever the order offered", () => {
    expect(chooseProtocol(["parlor.1", "parlor.2"])).toEqual({ version: 2, name: "parlor.2" });
    expect(chooseProtocol(new Set(["parlor.2", "parlor.1"]))).toEqual({ version: 2, name: "parlor.2" });
    expect(chooseProtocol(["parlor.3", "parlor.1"], [1, 2])).toEqual({ version: 1, name: "parlor.1" });
    expect(chooseProtocol(["parlor.3", "parlor.2"], [1, 2, 3])).toEqual({ version: 3, name: "parlor.3" });
  });

  it("takes none of what is not a version it speaks", () => {
    expect(chooseProtocol([])).toBeNull();
    expect(
      chooseProtocol(["parlor.9", "chat", "parlor.", "parlor.02", "parlor.2x", "Parlor.2", ""]),
    ).toBeNull();
  });
});
