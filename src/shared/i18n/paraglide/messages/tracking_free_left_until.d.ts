/**
* | output |
* | --- |
* | "{duration} left, last free day {day}" |
*
* @param {Tracking_Free_Left_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left_until: ((inputs: Tracking_Free_Left_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Left_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Left_UntilInputs = {
    duration: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
