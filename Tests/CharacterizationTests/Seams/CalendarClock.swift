import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz

    /// Since step 7 the calendar loads through a replaceable `CalendarModel`, whose clock is
    /// `now`: the harness gives the screen a model on the same API, and since step 52 the same
    /// store, with the clock pinned.
    extension CalendarViewController: ClockSeam {
        func pinClock(to date: Date) {
            model = CalendarModel(api: api, store: model.eventService.store, now: { date })
        }
    }
#endif
