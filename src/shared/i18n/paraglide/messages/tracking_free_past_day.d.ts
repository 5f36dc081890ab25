/**
* | output |
* | --- |
* | "past the last free day ({day}), {sum} so far" |
*
* @param {Tracking_Free_Past_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_day: ((inputs: Tracking_Free_Past_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Past_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Past_DayInputs = {
    day: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
