/**
* | output |
* | --- |
* | "The empty return cannot be later than now ({now} at {where})." |
*
* @param {Main_Free_Time_Empty_Return_After_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_empty_return_after_now: ((inputs: Main_Free_Time_Empty_Return_After_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_Empty_Return_After_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_Empty_Return_After_NowInputs = {
    now: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
