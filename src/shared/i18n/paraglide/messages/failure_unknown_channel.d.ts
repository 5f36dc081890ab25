/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel: ((inputs: Failure_Unknown_ChannelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_ChannelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
