import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { NetworkInterfaceInfo } from "node:os";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CliError } from "../../output.js";
import { AckLog } from "./acks.js";
import { isPrivateIpv4, namespaceHostProblem, type NamespaceProbe } from "./netns.js";
import { loopbackUrl, parseLoadtestArgs } from "./options.js";
import { usageError } from "../../testing/expect.js";

const link = (address: string, netmask: string): NetworkInterfaceInfo => ({
  address,
  netmask,
  family: "IPv4",
  mac: "02:00:00:00:00:01",
  internal: false,
  cidr: null,
});

/** The load generator's host of scripts/hosts.sh: eth0 on 10.213.0.0/24, in a namespace `ip netns` made. */
const HOST: NamespaceProbe = {
  name: () => "parlor-1234abcd-lg",
  interfaces: () => ({
    lo: [{ ...link("127.0.0.1", "255.0.0.0"), internal: true }],
    eth0: [link("10.213.0.100", "255.255.255.0")],
  }),
};
/** The machine's own namespace: its links reach other machines. */
const MACHINE: NamespaceProbe = { ...HOST, name: () => null };

describe("--netns: the links of a namespace ip netns made", () => {
  it("knows the private IPv4 ranges", () => {
    for (const address of ["10.0.0.1", "10.213.0.2", "172.16.0.1", "172.31.255.255", "192.168.1.2"])
      expect(isPrivateIpv4(address)).toBe(true);
    for (const address of ["172.15.0.1", "172.32.0.1", "192.169.0.1", "8.8.8.8", "10.0.0.256", "example.com"])
      expect(isPrivateIpv4(address)).toBe(false);
  });

  it("takes a private address on one of the namespace's own links, from inside a namespace ip netns made", () => {
    expect(namespaceHostProblem("10.213.0.2", HOST)).toBeNull();
    expect(namespaceHostProblem("10.213.1.2", HOST)).toBe(
      "not on a link of the network namespace 'parlor-1234abcd-lg' this process runs in",
    );
    expect(namespaceHostProblem("10.213.0.2", MACHINE)).toMatch(
      /^this process runs in no network namespace that ip netns made \(\/run\/netns\): run it with ip netns exec NAME$/,
    );
    expect(namespaceHostProblem("8.8.8.8", HOST)).toBe(
      "not loopback, nor a private IPv4 address (10/8, 172.16/12, 192.168/16)",
    );
  });

  it("lets loadtest load it only with --netns; loopback as ever", () => {
    expect(loopbackUrl("http://10.213.0.2", true, HOST)).toBe("http://10.213.0.2");
    expect(loopbackUrl("ws://10.213.0.2:8080/ws", true, HOST)).toBe("http://10.213.0.2:8080");
    expect(loopbackUrl("http://127.0.0.1:8080", true, MACHINE)).toBe("http://127.0.0.1:8080");
    expect(usageError(() => loopbackUrl("http://10.213.0.2", false, HOST))).toMatch(
      /^loadtest: refusing to load '10\.213\.0\.2': a load test only targets this machine/,
    );
    expect(usageError(() => loopbackUrl("http://10.213.0.2", true, MACHINE))).toMatch(
      /^loadtest: refusing to load '10\.213\.0\.2' with --netns: this process runs in no network namespace/,
    );
    expect(usageError(() => loopbackUrl("http://example.com", true, HOST))).toMatch(
      /^loadtest: refusing to load 'example\.com' with --netns: not loopback, nor a private IPv4 address/,
    );
  });
});

describe("--netns, --failover and --acks", () => {
  it("are off unless given", () => {
    const config = parseLoadtestArgs([]);
    expect(config).not.toHaveProperty("netns");
    expect(config).not.toHaveProperty("failover");
    expect(config).not.toHaveProperty("acks");
  });

  it("reads them", () => {
    expect(parseLoadtestArgs(["--netns", "--failover", "--acks", "/tmp/acks.jsonl"])).toMatchObject({
      urls: ["http://127.0.0.1:8080"],
      netns: true,
      failover: true,
      acks: "/tmp/acks.jsonl",
    });
    expect(usageError(() => parseLoadtestArgs(["--acks", " "]))).toBe("loadtest: --acks needs a file name");
    expect(usageError(() => parseLoadtestArgs(["--failover=yes"]))).toMatch(
      /--failover does not take a value/,
    );
    // This test runs in the machine's own namespace: --netns adds nothing here.
    expect(usageError(() => parseLoadtestArgs(["--netns", "--url", "http://10.213.0.2"]))).toMatch(
      /^loadtest: refusing to load '10\.213\.0\.2' with --netns: /,
    );
  });
});

describe("--acks FILE", () => {
  const dir = mkdtempSync(join(tmpdir(), "parlor-acks-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each acknowledged action as a JSON line, with when its ack came", async () => {
    const file = join(dir, "acks.jsonl");
    const log = new AckLog(file);
    const before = Date.now();
    log.write({ table: "t1", seq: 1, seat: 0, action: { type: "place", x: 1 } });
    log.write({ table: "t1", seq: 2, seat: 1, action: { type: "pass" } });
    await log.close();
    expect(log.count).toBe(2);
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { at: number });
    expect(lines).toEqual([
      { at: expect.any(Number), table: "t1", seq: 1, seat: 0, action: { type: "place", x: 1 } },
      { at: expect.any(Number), table: "t1", seq: 2, seat: 1, action: { type: "pass" } },
    ]);
    expect(lines[0]?.at).toBeGreaterThanOrEqual(before);
  });

  it("says in one line when the file cannot be made", () => {
    const missing = join(dir, "no-such-folder", "acks.jsonl");
    expect(() => new AckLog(missing)).toThrow(CliError);
    expect(() => new AckLog(missing)).toThrow(
      /^loadtest: cannot write --acks .*no-such-folder\/acks\.jsonl: ENOENT/,
    );
  });
});
