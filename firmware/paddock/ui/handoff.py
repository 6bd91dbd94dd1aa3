"""The hand-off screen: it covers the whole screen, so the next player's cards
stay hidden until they hold the console and press A."""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text


class HandOff:
    def __init__(self, name, seat=-1, font=None):
        font = font or fonts.text()
        lh = fonts.line_height(font)
        color = palette.SEATS[seat % len(palette.SEATS)] if seat >= 0 else palette.FG
        cx = ui.W // 2
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, 0, ui.W, ui.H, palette.BG))
        self.group.append(text.Text("Pass the console to", cx, ui.H // 2 - 2 * lh - 4,
                                    palette.FG, font, anchor=0.5))
        who = name if seat < 0 else "%d %s" % (seat + 1, name)
        scale = 2 if len(who) * fonts.char_width(font) * 2 <= ui.W - 4 else 1
        big = displayio.Group(scale=scale, x=cx, y=ui.H // 2 - lh + 2)
        big.append(text.Text(who, 0, 0, color, font, anchor=0.5))
        self.group.append(big)
        self.group.append(text.Text("Others, look away", cx, ui.H // 2 + lh + 6,
                                    palette.GREY, font, anchor=0.5))
        self.group.append(text.Text("Press A when ready", cx, ui.H - lh - 2,
                                    palette.INFO, font, anchor=0.5))
