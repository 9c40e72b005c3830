#!/usr/bin/env bash
# Proves Inject's compile-time guarantees by compiling small client snippets against the built library.
#
#   Tests/CompileChecks/Failing/*.swift     each shows one misuse. It must NOT compile, and for every
#                                           `// expected-error: <text>` line at the top of the snippet,
#                                           one of the compiler's error messages must contain <text>.
#   Tests/CompileChecks/Passing/*.swift     must compile with no warnings at all.
#   Tests/CompileChecks/KnownIssues/*.swift should compile by the contract but does not yet. Reported as
#                                           XFAIL while it still fails; once it compiles it is reported
#                                           as a failure (XPASS) so that someone moves it to Passing/.
#
# Failing snippets are type-checked (`-typecheck`): most misuses they show are type-checker errors. A
# failing snippet with a `// diagnosed-in: sil` line at the top shows a misuse that type-checks and is
# only reported by the SIL diagnostic passes (such as a stored property's initial value that a
# nonisolated initializer cannot run), so it goes through them too.
# Passing and known-issue snippets also go through the SIL diagnostic passes (`-emit-sil`), because
# some concurrency errors (region-based isolation, "sending ... risks causing data races") are only
# reported there: a snippet that merely type-checks could still fail to build in an app.
#
# A snippet may add compiler flags with a `// swiftc-flags: <flags>` line at the top. Every snippet is
# compiled in Swift 6 mode with `-parse-as-library`.
#
# Prints PASS/FAIL/XFAIL and the snippet's name per snippet, then `compile checks: N passed, M failed`,
# and exits non-zero if any check failed.
#
# Usage: Scripts/check-compile-errors.sh [snippet.swift ...]   (default: every snippet)
set -euo pipefail

# Snippets named on the command line, made absolute before leaving the caller's directory.
requested=()
for file in "$@"; do
    requested+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")")
done

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
checks_dir="Tests/CompileChecks"

work_dir="$(mktemp -d)"
trap 'rm -rf "$work_dir"' EXIT

echo "Building the Inject module..."
if ! swift build --target Inject >"$work_dir/build.log" 2>&1; then
    cat "$work_dir/build.log" >&2
    echo "error: swift build --target Inject failed" >&2
    exit 1
fi
bin_path="$(swift build --show-bin-path)"
# SwiftPM 6 puts .swiftmodule files in Modules/; older versions put them in the bin directory.
if [[ -d "$bin_path/Modules" ]]; then
    modules_dir="$bin_path/Modules"
else
    modules_dir="$bin_path"
fi
if [[ ! -e "$modules_dir/Inject.swiftmodule" ]]; then
    echo "error: Inject.swiftmodule not found in $modules_dir" >&2
    exit 1
fi

passed=0
failed=0
known=0

# The values of the `// <name>: <value>` lines in the snippet's leading comment block, one per line.
header_values() {
    local name="$1" file="$2" line
    while IFS= read -r line; do
        [[ "$line" == //* ]] || break
        if [[ "$line" == "// $name: "* ]]; then
            printf '%s\n' "${line#"// $name: "}"
        fi
    done <"$file"
}

# Compiles a snippet; prints the compiler's output to $work_dir/output and returns its exit status.
compile() {
    local mode="$1" file="$2"
    local -a extra_flags=()
    local flags
    flags="$(header_values swiftc-flags "$file" | tr '\n' ' ')"
    if [[ -n "$flags" ]]; then
        read -r -a extra_flags <<<"$flags"
    fi
    # LLVM-style diagnostics put each message on a line of its own ("file:line:col: error: message"), so
    # expected text is matched against messages, never against source lines the compiler quotes (such
    # as the snippet's own `// expected-error:` comment).
    local -a command=(
        swiftc -swift-version 6 -parse-as-library -diagnostic-style llvm -I "$modules_dir" -I Sources/CInjectRuntime/include -module-name Snippet
    )
    if [[ "$mode" == typecheck ]]; then
        command+=(-typecheck)
    else
        command+=(-emit-sil -o /dev/null -warnings-as-errors)
    fi
    command+=(${extra_flags[@]+"${extra_flags[@]}"} "$file")
    "${command[@]}" >"$work_dir/output" 2>&1
}

report_failure() {
    local name="$1" reason="$2"
    echo "FAIL $name: $reason"
    sed 's/^/    | /' "$work_dir/output"
    failed=$((failed + 1))
}

check_failing() {
    local file="$1" name="${1#"$checks_dir/"}"
    local -a expected=()
    local text
    while IFS= read -r text; do
        expected+=("$text")
    done < <(header_values expected-error "$file")
    if ((${#expected[@]} == 0)); then
        : >"$work_dir/output"
        report_failure "$name" "no '// expected-error: <text>' line at the top"
        return
    fi
    local mode=typecheck
    if [[ "$(header_values diagnosed-in "$file")" == sil ]]; then
        mode=sil
    fi
    if compile "$mode" "$file"; then
        report_failure "$name" "compiled, but must not"
        return
    fi
    grep -E '(^|: )error: ' "$work_dir/output" >"$work_dir/errors" || true
    for text in "${expected[@]}"; do
        if ! grep -qF -- "$text" "$work_dir/errors"; then
            report_failure "$name" "did not compile, but no error message contains: $text"
            return
        fi
    done
    echo "PASS $name"
    passed=$((passed + 1))
}

check_passing() {
    local file="$1" name="${1#"$checks_dir/"}"
    if compile sil "$file" && ! grep -qE '(^|: )warning: ' "$work_dir/output"; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        report_failure "$name" "must compile with no warnings"
    fi
}

check_known_issue() {
    local file="$1" name="${1#"$checks_dir/"}"
    if compile sil "$file" && ! grep -qE '(^|: )warning: ' "$work_dir/output"; then
        echo "FAIL $name: XPASS, the known issue is fixed; move the snippet to Passing/"
        failed=$((failed + 1))
    else
        echo "XFAIL $name ($(grep -m1 -oE 'error: .*' "$work_dir/output" || echo 'see the snippet'))"
        known=$((known + 1))
    fi
}

check() {
    local file="$1"
    case "$file" in
        "$checks_dir"/Failing/*) check_failing "$file" ;;
        "$checks_dir"/Passing/*) check_passing "$file" ;;
        "$checks_dir"/KnownIssues/*) check_known_issue "$file" ;;
        *)
            echo "error: $file is not under $checks_dir/{Failing,Passing,KnownIssues}" >&2
            exit 1
            ;;
    esac
}

if ((${#requested[@]} > 0)); then
    for file in "${requested[@]}"; do
        check "${file#"$root/"}"
    done
else
    shopt -s nullglob
    for file in "$checks_dir"/Failing/*.swift "$checks_dir"/Passing/*.swift "$checks_dir"/KnownIssues/*.swift; do
        check "$file"
    done
fi

if ((known > 0)); then
    echo "known issues: $known (XFAIL, not counted)"
fi
echo "compile checks: $passed passed, $failed failed"
((failed == 0))
