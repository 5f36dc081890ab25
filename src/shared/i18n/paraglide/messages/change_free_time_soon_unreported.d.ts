/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported: ((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
