#!/bin/sh
# run-atspi.sh PYTHON SCRIPT MUSTER LISTS SAMPLE: the accessibility test in a
# private session bus, where the accessibility bus starts on demand. The
# test command runs under xvfb-run, which gives it the display.
#
# G_DEBUG=fatal-warnings (meson test's) is not for the script: its AT-SPI
# client library warns when an application's cache is not ready yet. The
# script fails on the warnings Muster prints itself.
set -e
python=$1; shift
unset G_DEBUG
exec dbus-run-session -- "$python" "$@"
