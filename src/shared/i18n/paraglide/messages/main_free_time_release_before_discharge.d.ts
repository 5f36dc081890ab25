/**
* | output |
* | --- |
* | "The release cannot be before the discharge ({at} at {where})." |
*
* @param {Main_Free_Time_Release_Before_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_release_before_discharge: ((inputs: Main_Free_Time_Release_Before_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_Release_Before_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_Release_Before_DischargeInputs = {
    at: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
