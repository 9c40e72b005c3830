#!/usr/bin/env python3
"""Turns a package-benchmark run of InjectBenchmarks into one table with ratios.

The harness prints one table per benchmark and no ratios. This script reads the run's JMH export
(`swift package benchmark --format jmh`), converts every figure to "per operation" and prints, for
each scenario, every row's median and p90 time, mallocs and bytes, its ratio to the scenario's direct
baseline and Inject's ratio to each peer, then checks the targets of the benchmark issue.

    summarize.py RUN.jmh.json                        # plain-text table on stdout
    summarize.py RUN.jmh.json --markdown RESULTS.md  # the Markdown "Performance" section
    summarize.py RUN1.jmh.json RUN2.jmh.json ...     # several runs: medians, and each ratio's range

Given several runs, every figure is the median of the runs' figures, and each ratio to the baseline
also gives its lowest and highest value among the runs (each run's row over the same run's baseline):
on a shared machine one run's ratio can move by ±40%.

Benchmark names read "<group> | <subject>". A subject that starts with "baseline" is the group's
direct baseline; "Swinject…" and "swift-dependencies…" are peers; the rest are Inject. Every sample
runs 1,000 operations, except the churn group (100,000 consumers per sample).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

OPS_PER_SAMPLE = 1_000
CHURN_OPS_PER_SAMPLE = 100_000
PEERS = ("Swinject", "swift-dependencies")


@dataclass
class Row:
    group: str
    subject: str
    ns_p50: float
    ns_p90: float
    mallocs: float
    bytes: float
    leaked_bytes: float | None
    peak_resident_mb: float | None
    samples: int
    # Given several runs: the lowest and highest of the runs' ratios to their own baseline.
    ratio_range: tuple[float, float] | None = None

    @property
    def kind(self) -> str:
        if self.subject.startswith("baseline"):
            return "baseline"
        if self.subject.startswith("hand-written lazy var"):
            # Swift's own property made on first read: the floor of any lazily resolved property.
            return "lazy"
        if self.subject.startswith("hand-written floor"):
            # The least any design must do for the scenario (KeyPathLookupFloor.swift): a floor, not a peer.
            return "floor"
        if self.subject.startswith("Factory-style"):
            # What Factory's eager @Injected is (a stored let in a wrapper): a reference, not a peer.
            return "reference"
        for peer in PEERS:
            if self.subject.startswith(peer):
                return peer
        return "Inject"


def ops_per_sample(group: str) -> int:
    return CHURN_OPS_PER_SAMPLE if group.startswith("7 ") else OPS_PER_SAMPLE


def percentile(metric: dict, p: str) -> float:
    return float(metric["scorePercentiles"][p])


def load(path: Path) -> list[Row]:
    rows = []
    for element in json.loads(path.read_text()):
        name = element["benchmark"].split(".", 3)[3].replace("_", " ")
        if " | " not in name:
            continue
        group, subject = name.split(" | ", 1)
        metrics = element["secondaryMetrics"]
        ops = ops_per_sample(group)
        wall = metrics["Time (wall clock)"]  # microseconds per sample
        leaked = metrics.get("Malloc / free Δ (bytes)")
        peak = metrics.get("Memory (resident peak)") if group.startswith("7 ") else None
        rows.append(
            Row(
                group=group,
                subject=subject,
                ns_p50=percentile(wall, "50.0") * 1_000 / ops,
                ns_p90=percentile(wall, "90.0") * 1_000 / ops,
                mallocs=percentile(metrics["Malloc (total)"], "50.0") / ops,
                bytes=percentile(metrics["Malloc (bytes total)"], "50.0") / ops,
                leaked_bytes=percentile(leaked, "50.0") if leaked else None,
                peak_resident_mb=percentile(peak, "100.0") / 1_048_576 if peak else None,
                samples=int(element["measurementIterations"]),
            )
        )
    order = {"baseline": 0, "reference": 1, "floor": 2, "lazy": 3, "Inject": 4, "Swinject": 5, "swift-dependencies": 6}
    rows.sort(key=lambda r: (r.group, order[r.kind], r.subject))
    return rows


def median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def median_of_known(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return median(known) if known else None


def merge(runs: list[list[Row]]) -> list[Row]:
    """One row per benchmark: each figure the median of the runs', with the range of its ratio."""
    if len(runs) == 1:
        return runs[0]
    merged = []
    for row in runs[0]:
        same: list[Row] = []
        ratios: list[float] = []
        for run in runs:
            mine = next((r for r in run if (r.group, r.subject) == (row.group, row.subject)), None)
            base = baseline_of([r for r in run if r.group == row.group])
            if mine:
                same.append(mine)
                if base and base.ns_p50 > 0:
                    ratios.append(mine.ns_p50 / base.ns_p50)
        merged.append(
            Row(
                group=row.group,
                subject=row.subject,
                ns_p50=median([r.ns_p50 for r in same]),
                ns_p90=median([r.ns_p90 for r in same]),
                mallocs=median([r.mallocs for r in same]),
                bytes=median([r.bytes for r in same]),
                leaked_bytes=median_of_known([r.leaked_bytes for r in same]),
                peak_resident_mb=median_of_known([r.peak_resident_mb for r in same]),
                samples=sum(r.samples for r in same),
                ratio_range=(min(ratios), max(ratios)) if len(ratios) > 1 else None,
            )
        )
    return merged


def spread(row: Row) -> str:
    """` (1.90–2.10× in the runs)` for a merged row, nothing for a single run's."""
    if row.ratio_range is None:
        return ""
    low, high = row.ratio_range
    return f" ({low:.2f}–{high:.2f}× in the runs)"


def groups(rows: list[Row]) -> dict[str, list[Row]]:
    result: dict[str, list[Row]] = {}
    for row in rows:
        result.setdefault(row.group, []).append(row)
    return result


def baseline_of(rows: list[Row]) -> Row | None:
    return next((r for r in rows if r.kind == "baseline"), None)


def peer_row(rows: list[Row], peer: str) -> Row | None:
    return next((r for r in rows if r.kind == peer), None)


def ratio(a: float, b: float | None) -> float | None:
    if b is None or b <= 0:
        return None
    return a / b


def fmt_ratio(value: float | None) -> str:
    return "" if value is None else f"{value:.2f}×"


def fmt_ns(value: float) -> str:
    if value >= 100_000:
        return f"{value / 1_000:,.0f} µs"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}"


def fmt_count(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") if value < 100 else f"{value:,.0f}"


HEADERS = [
    "Scenario",
    "Subject",
    "ns/op p50",
    "ns/op p90",
    "mallocs/op",
    "bytes/op",
    "× baseline",
    "× lazy var",
    "× Swinject",
    "× swift-dependencies",
]


def table_rows(rows: list[Row]) -> list[list[str]]:
    out = []
    for group, members in groups(rows).items():
        base = baseline_of(members)
        for row in members:
            cells = [
                group,
                row.subject,
                fmt_ns(row.ns_p50),
                fmt_ns(row.ns_p90),
                fmt_count(row.mallocs),
                fmt_count(row.bytes),
                "1.00×" if row is base else fmt_ratio(ratio(row.ns_p50, base.ns_p50 if base else None)),
            ]
            lazy = next((r for r in members if r.kind == "lazy"), None)
            cells.append(fmt_ratio(ratio(row.ns_p50, lazy.ns_p50)) if row.kind == "Inject" and lazy else "")
            # `n/a` where a scenario measures peers but not this one (it cannot express the scenario);
            # blank where a scenario measures no peer at all.
            measures_peers = any(r.kind in PEERS for r in members)
            for peer in PEERS:
                other = peer_row(members, peer)
                if row.kind == "Inject" and other:
                    cells.append(fmt_ratio(ratio(row.ns_p50, other.ns_p50)))
                elif row.kind == "Inject" and measures_peers:
                    cells.append("n/a")
                else:
                    cells.append("")
            out.append(cells)
    return out


@dataclass
class Check:
    target: str
    measured: str
    met: bool


def checks(rows: list[Row]) -> list[Check]:
    by_group = groups(rows)
    result: list[Check] = []

    def inject_rows(prefix: str) -> list[tuple[Row, Row | None]]:
        found = []
        for group, members in by_group.items():
            if group.startswith(prefix):
                base = baseline_of(members)
                found += [(r, base) for r in members if r.kind == "Inject"]
        return found

    def scenario(row: Row) -> str:
        return row.group.split(" ", 1)[0]

    def time_check(prefix: str, limit: float, label: str) -> None:
        for row, base in inject_rows(prefix):
            value = ratio(row.ns_p50, base.ns_p50 if base else None)
            if value is not None:
                result.append(
                    Check(
                        f"{label} ({scenario(row)}): {row.subject} ≤ {limit}× baseline",
                        f"{value:.2f}×{spread(row)}",
                        value <= limit,
                    )
                )

    # The targets of issue 12 ("creating consumers as cheap as writing the code by hand").
    time_check("1 ", 1.5, "Warm read")
    time_check("1b ", 1.5, "Warm read in a method")
    for group, members in by_group.items():
        if group.startswith("1 ") or group.startswith("1b "):
            eager = next((r for r in members if r.kind == "reference"), None)
            for row in members:
                if eager and row.kind == "Inject":
                    value = row.ns_p50 / eager.ns_p50
                    result.append(
                        Check(
                            f"Warm read ({scenario(row)}): {row.subject} no slower than {eager.subject}",
                            f"{value:.2f}×",
                            value <= 1.0,
                        )
                    )
    time_check("2a ", 2.0, "First .temporary/.local resolution")
    time_check("2b ", 2.0, ".shared/.permanent from a fresh consumer")
    time_check("2d ", 2.0, "Create a consumer and resolve one .temporary property")
    time_check("2e ", 2.0, "Create a consumer of an existing .shared/.permanent instance")
    for prefix, label in (("3 ", "Five-property consumer"), ("3b ", "Five-property consumer, all five read")):
        for row, base in inject_rows(prefix):
            if base:
                t = row.ns_p50 / base.ns_p50
                b = row.bytes / base.bytes if base.bytes else float("inf")
                result.append(
                    Check(f"{label}: {row.subject}, time ≤ 2.0× baseline", f"{t:.2f}×{spread(row)}", t <= 2.0)
                )
                result.append(Check(f"{label}: {row.subject}, bytes ≤ 2.0× baseline", f"{b:.2f}×", b <= 2.0))
    time_check("4 ", 1.5, "Ten-level chain")
    time_check("4b ", 1.5, "Ten-level chain through resolve")
    time_check("5", 1.2, "Override active")

    scale = [
        (g, r)
        for g, members in by_group.items()
        if g.startswith("6 ")
        for r in members
        if r.kind == "Inject"
    ]
    if len(scale) >= 2:
        scale.sort(key=lambda item: int(item[0].split(" among ")[1].split()[0].replace(",", "")))
        smallest, largest = scale[0][1], scale[-1][1]
        growth = largest.ns_p50 / smallest.ns_p50
        result.append(
            Check(
                f"Scale: lookup among {scale[-1][0].split(' among ')[1]} ≤ 1.5× among {scale[0][0].split(' among ')[1]}",
                f"{growth:.2f}×",
                growth <= 1.5,
            )
        )

    for group, members in by_group.items():
        if group.startswith("7 "):
            for row in members:
                if row.kind == "Inject" and row.leaked_bytes is not None:
                    result.append(
                        Check(
                            "Churn: memory back to its baseline after each sample (bytes not freed)",
                            f"{row.leaked_bytes:,.0f}",
                            row.leaked_bytes <= 0,
                        )
                    )

    for group, members in by_group.items():
        peers = [r for r in members if r.kind in PEERS]
        if not peers:
            continue
        fastest = min(peers, key=lambda r: r.ns_p50)
        for row in members:
            if row.kind == "Inject":
                speedup = fastest.ns_p50 / row.ns_p50
                result.append(
                    Check(
                        f"≥ 10× faster than the faster peer: {group} / {row.subject} vs {fastest.subject}",
                        f"{speedup:.1f}×",
                        speedup >= 10,
                    )
                )
    return result


def churn_notes(rows: list[Row]) -> list[str]:
    notes = []
    for row in rows:
        if row.group.startswith("7 ") and row.peak_resident_mb is not None:
            leaked = f", {row.leaked_bytes:,.0f} bytes not freed per sample" if row.leaked_bytes is not None else ""
            notes.append(f"{row.subject}: peak resident memory {row.peak_resident_mb:,.0f} MB{leaked}")
    return notes


def floor_notes(rows: list[Row]) -> list[str]:
    notes = []
    for group, members in groups(rows).items():
        base = baseline_of(members)
        for row in members:
            value = ratio(row.ns_p50, base.ns_p50 if base else None)
            if row.kind == "floor" and value is not None:
                notes.append(f"{group.split(' ', 1)[0]}: {row.subject}: {value:.2f}× baseline{spread(row)}")
    return notes


def gated(row: Row) -> bool:
    """Rows whose malloc count is the same in every run: Inject's and the baselines', not churn."""
    return row.kind in ("Inject", "baseline") and not row.group.startswith("7 ")


def write_malloc_thresholds(rows: list[Row], path: Path) -> None:
    """Rewrites the figures of the rows the file gates: the user-facing rows of the budget table."""
    names = set(json.loads(path.read_text())) if path.exists() else None
    table = {
        f"{r.group} | {r.subject}": round(r.mallocs, 3)
        for r in rows
        if gated(r) and (names is None or f"{r.group} | {r.subject}" in names)
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(dict(sorted(table.items())), indent=2, ensure_ascii=False) + "\n")


def check_malloc_thresholds(rows: list[Row], path: Path) -> int:
    """Fails on more than 10% more mallocs per operation than the committed figure; fewer only asks for
    an update."""
    expected = json.loads(path.read_text())
    measured = {f"{r.group} | {r.subject}": r.mallocs for r in rows}
    failures = 0
    for name, limit in expected.items():
        if name not in measured:
            print(f"mallocs: '{name}' did not run")
            failures += 1
        elif measured[name] > limit * 1.10 + 0.005:
            print(f"mallocs: REGRESSION '{name}': {measured[name]:.3f}/op, threshold {limit}")
            failures += 1
        elif measured[name] < limit - 0.005:
            print(f"mallocs: improved '{name}': {measured[name]:.3f}/op, threshold {limit} (update the file)")
    print(f"mallocs: {len(expected) - failures} of {len(expected)} within their thresholds.")
    return 1 if failures else 0


def render_text(rows: list[Row]) -> str:
    body = table_rows(rows)
    widths = [max(len(h), *(len(r[i]) for r in body)) for i, h in enumerate(HEADERS)]
    lines = []
    previous = None
    for cells in [HEADERS] + body:
        if previous is not None and cells[0] != previous and cells is not HEADERS:
            lines.append("-" * (sum(widths) + 3 * (len(widths) - 1)))
        shown = list(cells)
        if cells is not HEADERS and cells[0] == previous:
            shown[0] = ""
        lines.append(" | ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(shown, widths))))
        previous = cells[0]
    lines.append("")
    lines += ["Churn (scenario 7): " + note for note in churn_notes(rows)]
    lines += [f"Floor under a target, scenario {note}" for note in floor_notes(rows)]
    lines.append("")
    lines.append("Targets:")
    for check in checks(rows):
        lines.append(f"  [{'met ' if check.met else 'MISS'}] {check.target}: {check.measured}")
    return "\n".join(lines)


def machine(run: Path) -> dict[str, str]:
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    commit = subprocess.run(
        ["git", "log", "-1", "--format=%h %cs"], capture_output=True, text=True
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--", "Sources", "Package.swift"], capture_output=True, text=True
    ).stdout.strip()
    return {
        "commit": f"{commit}{' with uncommitted library changes' if dirty else ''}" if commit else "unknown",
        "date": datetime.datetime.fromtimestamp(run.stat().st_mtime, datetime.timezone.utc).strftime(
            "%Y-%m-%d %H:%M UTC"
        ),
        "cores": str(os.cpu_count()),
        "swift": swift[0].strip() if swift else "unknown",
        "os": f"{platform.system()} {platform.machine()}",
    }


def render_markdown(rows: list[Row], source: str, run: Path, count: int) -> str:
    info = machine(run)
    when = f"Run of {info['date']}" if count == 1 else f"Medians of {count} runs, the last of {info['date']},"
    compared = (
        "every ratio compares medians of the same run."
        if count == 1
        else "each figure is the median of the runs' own; a target's ratio also gives its range among them."
    )
    out = [
        "# Performance",
        "",
        f"{when} on {info['os']} with {info['cores']} cores, {info['swift']};",
        f"library at commit {info['commit']}.",
        f"Produced by `{source}`; every figure is per operation (a read, a resolution, a consumer",
        f"or a chain) and {compared} ns/op below 100 are given to two",
        "decimals. `n/a`: the peer cannot express the scenario (see Benchmarks/README.md).",
        "",
        "| " + " | ".join(HEADERS) + " |",
        "|" + "|".join(["---", "---"] + ["---:"] * (len(HEADERS) - 2)) + "|",
    ]
    for cells in table_rows(rows):
        out.append("| " + " | ".join(cells) + " |")
    out += ["", "## Churn", ""]
    out += [f"- {note}" for note in churn_notes(rows)]
    out += ["", "## Floors", ""]
    out += [f"- Scenario {note}" for note in floor_notes(rows)]
    out += ["", "## Targets", "", "| Target | Measured | Met |", "|---|---:|:---:|"]
    for check in checks(rows):
        out.append(f"| {check.target} | {check.measured} | {'yes' if check.met else 'no'} |")
    out.append("")
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jmh", type=Path, nargs="+", help="the JMH export of a run, or of several")
    parser.add_argument("--markdown", type=Path, help="write the Markdown Performance section here")
    parser.add_argument("--source", default="Scripts/benchmarks-report.sh", help="the command named in the report")
    parser.add_argument("--expect", type=int, help="fail unless the run has this many benchmarks")
    parser.add_argument("--quiet", action="store_true", help="print only the checks, not the table")
    parser.add_argument("--mallocs", type=Path, help="check mallocs per operation against this JSON file")
    parser.add_argument("--update-mallocs", action="store_true", help="rewrite the --mallocs file from this run")
    args = parser.parse_args()

    runs = [load(path) for path in args.jmh]
    if not all(runs):
        print(f"no InjectBenchmarks results in {' '.join(map(str, args.jmh))}", file=sys.stderr)
        return 1
    rows = merge(runs)
    if not args.quiet:
        print(render_text(rows))
    status = 0
    if args.mallocs:
        if args.update_mallocs:
            write_malloc_thresholds(rows, args.mallocs)
            print(f"wrote {args.mallocs}")
        status = check_malloc_thresholds(rows, args.mallocs)
    if args.markdown:
        newest = max(args.jmh, key=lambda path: path.stat().st_mtime)
        args.markdown.write_text(render_markdown(rows, args.source, newest, len(runs)))
        print(f"\nwrote {args.markdown}")
    if args.expect is not None and len(rows) != args.expect:
        print(f"expected {args.expect} benchmarks, the run has {len(rows)}", file=sys.stderr)
        return 1
    print(f"{len(rows)} benchmarks ran.")
    return status


if __name__ == "__main__":
    sys.exit(main())
