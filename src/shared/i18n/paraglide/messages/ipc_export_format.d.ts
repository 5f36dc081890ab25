/**
* | output |
* | --- |
* | "format must be one of {formats}" |
*
* @param {Ipc_Export_FormatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_export_format: ((inputs: Ipc_Export_FormatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Export_FormatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Export_FormatInputs = {
    formats: NonNullable<unknown>;
};
