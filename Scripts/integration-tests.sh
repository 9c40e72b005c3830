#!/usr/bin/env bash
# Runs IntegrationTests/, the package that checks Inject together with packages the library must not
# depend on (swift-clocks' TestClock and ImmediateClock in `\.clock`; a Hummingbird server whose routes
# and middleware resolve from Inject). It depends on this checkout by path, so it tests the working tree
# as it is. The first build compiles Hummingbird, SwiftNIO and BoringSSL: about 5 minutes here.
#
#   Scripts/integration-tests.sh                    # build with warnings as errors, then test
#   Scripts/integration-tests.sh --filter Clocks    # extra arguments go to `swift test`
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift test --package-path "$root/IntegrationTests" -Xswiftc -warnings-as-errors "$@"
