/**
* | output |
* | --- |
* | "the port" |
*
* @param {Main_Free_Time_The_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_the_port: ((inputs?: Main_Free_Time_The_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_The_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_The_PortInputs = {};
