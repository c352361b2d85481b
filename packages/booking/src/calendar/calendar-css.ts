/**
 * Our rules after flatpickr's own, for WCAG 2.2 AA: day texts and weekday names at 4.5:1 or more
 * (flatpickr draws other months' days and disabled days at 30 % grey, about 1.8:1), a visible
 * focus ring on days, month buttons, the month list and the year (2.4.7; flatpickr takes the
 * list's and the year's away), drawn inside the day so the calendar's edge never cuts it (white
 * inside a picked day's blue), not-allowed days struck through so the difference is not colour alone (1.4.1), the range in a
 * tint dark text reads on, today under the focus or the pointer in grey dark text reads on (flatpickr's
 * white on #959ea9 is 2.7:1). An inline calendar needs no shadow, and it fits its box (flatpickr's is
 * a fixed 308 px, wider than a 300 px sidebar's content): as wide as the box up to flatpickr's own
 * width, days in sevenths, the month and year on one line (in a narrow box the year wrapped out of
 * sight). On a right-to-left page (`dir="rtl"`) the calendar reads right to left as the page does:
 * flatpickr fixes `direction: ltr` and its month buttons left and right, so a Hebrew or Arabic
 * week ran from the left and "previous" sat on the reading direction's far side.
 * In forced colours (Windows high contrast) fills, shadows and the transparent borders go: every
 * day got a ring, so today's ring said nothing, the picked days and the range were not shown at
 * all (1.4.1), the month buttons' near-black arrows vanished on a dark page and the hidden caret's
 * borders drew two squares. Days' rings take the page's colour, today the text's, the range the
 * highlight's and picked days the selected item's (system colours are kept); the arrows are
 * drawn in the buttons' text colour; an inline calendar has no caret in any mode.
 */
export const CALENDAR_CSS = `
.sf-availability-calendar .flatpickr-calendar.inline{box-shadow:none;border:1px solid #767676;width:100%;max-width:310px}
.sf-availability-calendar .flatpickr-days,.sf-availability-calendar .dayContainer{width:100%;min-width:0;max-width:none}
.sf-availability-calendar .flatpickr-day{flex-basis:14.2857%;max-width:none;height:36px;line-height:34px}
.sf-availability-calendar .flatpickr-current-month{width:84%;left:8%;white-space:nowrap}
.sf-availability-calendar .flatpickr-weekday{color:#4a4a4a}
.sf-availability-calendar .flatpickr-day{color:#1f1f1f}
.sf-availability-calendar .flatpickr-day.prevMonthDay,.sf-availability-calendar .flatpickr-day.nextMonthDay{color:#595959}
.sf-availability-calendar .flatpickr-day.flatpickr-disabled,.sf-availability-calendar .flatpickr-day.flatpickr-disabled:hover{color:#6b6b6b;text-decoration:line-through;cursor:not-allowed;background:none;border-color:transparent}
.sf-availability-calendar .flatpickr-day.today:is(:hover,:focus){background:#e6e6e6;border-color:#959ea9;color:#1f1f1f}
.sf-availability-calendar .flatpickr-day.inRange,.sf-availability-calendar .flatpickr-day.inRange:hover{background:#dce8f7;border-color:#dce8f7;box-shadow:-5px 0 0 #dce8f7,5px 0 0 #dce8f7;color:#1f1f1f}
.sf-availability-calendar .flatpickr-day.selected,.sf-availability-calendar .flatpickr-day.selected:hover,.sf-availability-calendar .flatpickr-day.selected:focus{background:#1a5fb4;border-color:#1a5fb4;color:#fff}
.sf-availability-calendar .flatpickr-day:focus-visible,.sf-availability-calendar .flatpickr-prev-month:focus-visible,.sf-availability-calendar .flatpickr-next-month:focus-visible,.sf-availability-calendar .flatpickr-monthDropdown-months:focus-visible,.sf-availability-calendar .flatpickr-current-month input.cur-year:focus-visible{outline:3px solid #1a5fb4;outline-offset:-3px;z-index:1}
.sf-availability-calendar .flatpickr-day.selected:focus-visible{outline-color:#fff;outline-offset:-5px}
.sf-availability-calendar:dir(rtl) .flatpickr-calendar{direction:rtl}
.sf-availability-calendar:dir(rtl) .flatpickr-prev-month{left:auto;right:0}
.sf-availability-calendar:dir(rtl) .flatpickr-next-month{right:auto;left:0}
.sf-availability-calendar:dir(rtl) :is(.flatpickr-prev-month,.flatpickr-next-month) svg{scale:-1 1}
.sf-availability-calendar .flatpickr-calendar.inline::before,.sf-availability-calendar .flatpickr-calendar.inline::after{display:none}
@media (forced-colors:active){.sf-availability-calendar .flatpickr-day:is(*,.flatpickr-disabled){border-color:Canvas}.sf-availability-calendar .flatpickr-day.today{border-color:CanvasText}.sf-availability-calendar .flatpickr-day.inRange{border-color:Highlight}.sf-availability-calendar .flatpickr-day.selected:is(*,:hover,:focus){background:SelectedItem;border-color:SelectedItem;color:SelectedItemText}.sf-availability-calendar :is(.flatpickr-prev-month,.flatpickr-next-month) svg{fill:ButtonText}}
`;
