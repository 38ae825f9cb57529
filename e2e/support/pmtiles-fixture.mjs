// A minimal valid PMTiles v3 archive (header, an empty root directory, "{}" metadata, no tiles)
// for the browser tests: the portal serves it as the map's street detail (MAP_PMTILES_FILE), so
// the map page reads a real archive through the pmtiles protocol with Range requests.
import { writeFileSync } from "node:fs";

export function writeEmptyPmtiles(file) {
  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "latin1");
  header.writeUInt8(3, 7); // spec version
  const rootDir = Buffer.from([0]); // varint: no entries
  const metadata = Buffer.from("{}");
  const at = (offset, value) => header.writeBigUInt64LE(BigInt(value), offset);
  at(8, 127); // root directory offset
  at(16, rootDir.length);
  at(24, 127 + rootDir.length); // metadata offset
  at(32, metadata.length);
  at(40, 127 + rootDir.length + metadata.length); // leaf directories: none
  at(48, 0);
  at(56, 127 + rootDir.length + metadata.length); // tile data: none
  at(64, 0);
  at(72, 0);
  at(80, 0);
  at(88, 0);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(14, 101); // max zoom
  header.writeInt32LE(-1800000000, 102); // bounds (lon/lat × 10^7)
  header.writeInt32LE(-850000000, 106);
  header.writeInt32LE(1800000000, 110);
  header.writeInt32LE(850000000, 114);
  header.writeUInt8(0, 118);
  writeFileSync(file, Buffer.concat([header, rootDir, metadata]));
}
