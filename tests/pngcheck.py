"""Screenshots as pixels for the browser tests: a PNG's size and its RGB pixels, read with
Pillow (alpha, if any, is dropped)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PIL import Image as PillowImage


@dataclass(frozen=True)
class Image:
    width: int
    height: int
    #: Row-major (r, g, b) pixels.
    pixels: list[tuple[int, int, int]]


def read_png(path: Path) -> Image:
    with PillowImage.open(path) as image:
        if image.format != "PNG":
            raise ValueError(f"{path} is not a PNG")
        rgb = image.convert("RGB")
    width, height = rgb.size
    data = rgb.tobytes()  # r, g, b bytes row by row (getdata is deprecated in Pillow 13)
    return Image(width, height, list(zip(data[0::3], data[1::3], data[2::3], strict=True)))
