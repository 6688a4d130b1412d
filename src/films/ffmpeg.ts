// The ffmpeg and ffprobe the build runs: binaries shipped inside npm packages (one per platform,
// chosen by npm as an optional dependency), so Netlify's build image and a developer's machine
// run the same program without downloading anything.
import { execFile } from "node:child_process";
import ffmpegPackage from "@ffmpeg-installer/ffmpeg";
import ffprobePackage from "@ffprobe-installer/ffprobe";

export const ffmpeg = { path: ffmpegPackage.path, version: ffmpegPackage.version };
export const ffprobe = { path: ffprobePackage.path, version: ffprobePackage.version };

/** Runs a binary to its end; rejects with its last lines of stderr when it fails. */
export function run(binary: string, args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const tail = stderr.trim().split("\n").slice(-3).join(" / ");
        reject(new Error(`${binary} ${args.join(" ")} failed: ${tail || error.message}`));
      } else {
        resolve({ stdout, stderr });
      }
    });
  });
}
