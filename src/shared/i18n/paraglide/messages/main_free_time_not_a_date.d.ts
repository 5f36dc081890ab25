/**
* | output |
* | --- |
* | "{at} is not a date and time of the calendar." |
*
* @param {Main_Free_Time_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_not_a_date: ((inputs: Main_Free_Time_Not_A_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_Not_A_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_Not_A_DateInputs = {
    at: NonNullable<unknown>;
};
