"""Pages of words on a screen of their own: the rules, the race log, the
save problems (loaded while one is opened)."""

from paddock.console.screen import Screen


class PagerScreen(Screen):
    def __init__(self, app, title, pages):
        from paddock.ui.pager import Pager
        Screen.__init__(self, app)
        self.pager = Pager(title, pages)
        self.group.append(self.pager.group)

    def key(self, k):
        if not self.pager.key(k):
            self.app.pop(self)
