/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formats: NonNullable<unknown> }} Ipc_Export_FormatInputs */

const en_ipc_export_format = /** @type {(inputs: Ipc_Export_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`format must be one of ${i?.formats}`)
};

const es_ipc_export_format = /** @type {(inputs: Ipc_Export_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El formato debe ser uno de estos: ${i?.formats}`)
};

const en_xa2_ipc_export_format = /** @type {(inputs: Ipc_Export_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒóŕɱáţ ɱúšţ ƀé óñé óƒ ${i?.formats} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "format must be one of {formats}" |
*
* @param {Ipc_Export_FormatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_export_format = /** @type {((inputs: Ipc_Export_FormatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Export_FormatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_export_format(inputs)
	if (locale === "en-XA") return en_xa2_ipc_export_format(inputs)
	return en_ipc_export_format(inputs)
});