# Splash: `make run` to open the window, `make test` to run every test headless.
SWIFT ?= swift
OUT ?= out
# `make install PREFIX=~/.local`; DESTDIR stages the tree for a package.
PREFIX ?= /usr/local
DESTDIR ?=
# What the tests use beyond the build: an X server for the clipboard and drag-out
# tests, xclip to read the clipboard, xdotool to move the pointer in them,
# desktop-file-validate for the desktop entry.
TEST_PACKAGES = xvfb xauth xclip xdotool desktop-file-utils
# Fonts for the characters Inter lacks, found through fontconfig at run time: DejaVu
# (Arabic, Hebrew, Greek, Cyrillic…) and Droid Sans Fallback (Chinese, Japanese, Korean).
FONT_PACKAGES = fontconfig fonts-dejavu-core fonts-droid-fallback
# The manual page `swift package generate-manual` writes for the splash executable.
MANUAL = .build/plugins/GenerateManual/outputs/SplashCommand/splash.1

.PHONY: lint deps test-deps run build release test examples fuzz manual install uninstall demo bench bench-ir idle-check clean

# The build's libraries (SDL2, SDL2_image, SDL2_ttf, libX11, TurboJPEG's libturbojpeg0-dev)
# are installed by Tools/install-deps.sh whenever pkg-config cannot find them.
deps:
	@./Tools/install-deps.sh $(FONT_PACKAGES)

# Not fatal: where they cannot be installed, the tests that need them say they are skipped.
test-deps: deps
	@./Tools/install-deps.sh $(TEST_PACKAGES) || echo "splash: tests needing $(TEST_PACKAGES) will be skipped"

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	./.build/release/splash $(ARGS)

# The style the code keeps (.swift-format), checked strictly: `make test` fails on any
# finding. `swift format format -i -r Sources Tests Package.swift Examples` fixes most.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Examples

test: lint test-deps examples
	$(SWIFT) build
	$(SWIFT) package generate-manual --configuration debug >/dev/null
	SDL_VIDEODRIVER=dummy SPLASH_BINARY=$(CURDIR)/.build/debug/splash SPLASH_MANUAL=$(CURDIR)/$(MANUAL) $(SWIFT) test

# Examples/MotionPlayground, a package of its own that depends on Splash's Geometry,
# Motion and Gestures libraries by path, as another package would: built and run in its
# own build folder, so it never competes with the main .build.
EXAMPLE_BUILD = .build-examples
examples:
	$(SWIFT) run --package-path Examples/MotionPlayground --scratch-path $(EXAMPLE_BUILD) MotionPlayground

# The manual page, from the argument parser's own description of the options.
manual: deps
	$(SWIFT) package generate-manual --configuration debug >/dev/null
	@echo "manual: $(MANUAL)"

# The program with the Swift runtime linked in (it runs without the toolchain), its
# Assets, icons, desktop entry, manual, completions and licence (Tools/install.sh).
install: manual
	$(SWIFT) build -c release --static-swift-stdlib --product splash
	./Tools/install.sh "$(DESTDIR)$(PREFIX)" .build/release/splash $(MANUAL)

# Removes exactly the files `make install` listed, and the folders it created.
uninstall:
	./Tools/uninstall.sh "$(DESTDIR)$(PREFIX)"

# The fuzz targets with many more cases than `make test` runs: mutated images through
# the decoder, random scripts and manifests through the parser, the app and the binary.
FUZZ_CASES ?= 3000
fuzz: deps
	$(SWIFT) build
	mkdir -p $(OUT)
	SDL_VIDEODRIVER=dummy SPLASH_BINARY=$(CURDIR)/.build/debug/splash SPLASH_FUZZ_CASES=$(FUZZ_CASES) \
		$(SWIFT) test --filter 'ImageFuzzTests|InputFuzzTests|BinaryFuzzTests' > $(OUT)/fuzz.log 2>&1; \
		status=$$?; grep -E 'fuzz:|✘|Test run' $(OUT)/fuzz.log; echo "full log: $(OUT)/fuzz.log"; exit $$status

# The canonical session (Scripts/demo.txt): a contact sheet of its shots, copied to
# docs/ for the README, and an MP4 of every frame when ffmpeg is installed.
demo: release
	rm -rf $(OUT)/demo && mkdir -p $(OUT)/demo
	SDL_VIDEODRIVER=dummy ./.build/release/splash --headless --script Scripts/demo.txt --frames $(OUT)/demo \
		--every-frame --contact-sheet $(OUT)/demo/contact-sheet.png \
		--state-out $(OUT)/demo/state.json --downloads $(OUT)/demo/downloads
	mkdir -p docs && cp $(OUT)/demo/contact-sheet.png docs/contact-sheet.png
	@if command -v ffmpeg >/dev/null 2>&1; then \
		ffmpeg -loglevel error -y -framerate 60 -i $(OUT)/demo/frame-%05d.png \
			-vf "pad=ceil(iw/2)*2:ceil(ih/2)*2" -pix_fmt yuv420p $(OUT)/demo/demo.mp4 && \
		echo "video: $(OUT)/demo/demo.mp4"; \
	else echo "ffmpeg not found: no video (frames are in $(OUT)/demo)"; fi
	@echo "contact sheet: $(OUT)/demo/contact-sheet.png (copied to docs/contact-sheet.png)"

# Every fling, drag and card row is measured between two runs of the floor at its size.
bench: release
	./.build/release/splash-bench --splash ./.build/release/splash --out $(OUT)/bench

# Instructions per frame (callgrind): the figure that does not move with machine load.
# Frames at 60 fps; includes the start-up, so it is an upper bound on the steady cost;
# a column leaves out the decodes a window runs on background threads, another counts
# only Renderer.draw, divided by the floor's (splash-bench --floor-only) at each size.
# BENCH_IR_SIZES="414x736:1 414x736:2 1280x800:1 1920x1080:1" for the desktop sizes too.
bench-ir: release
	@./Tools/install-deps.sh valgrind
	./Tools/bench-ir.sh ./.build/release/splash $(OUT)/bench-ir

# Opens the real window under Xvfb: 10 s idle, then 6 s of a card animating; prints
# the CPU used in each.
idle-check: release
	@./Tools/install-deps.sh xvfb xauth
	./Tools/idle-check.sh ./.build/release/splash

clean:
	rm -rf .build $(EXAMPLE_BUILD) $(OUT)
