# Splash: `make run` to open the window, `make test` to run every test headless.
SWIFT ?= swift
OUT ?= out

.PHONY: deps run build release test fuzz demo bench idle-check clean

deps:
	@./Tools/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	./.build/release/splash $(ARGS)

test: deps
	$(SWIFT) build
	SDL_VIDEODRIVER=dummy SPLASH_BINARY=$(CURDIR)/.build/debug/splash $(SWIFT) test

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

bench: release
	./.build/release/splash-bench --splash ./.build/release/splash --out $(OUT)/bench

# Opens the real window under Xvfb for 10 s of idle and prints its CPU use.
idle-check: release
	@./Tools/install-deps.sh xvfb xauth
	./Tools/idle-check.sh ./.build/release/splash

clean:
	rm -rf .build $(OUT)
