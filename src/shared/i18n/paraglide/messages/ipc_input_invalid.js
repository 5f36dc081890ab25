/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Input_InvalidInputs */

const en_ipc_input_invalid = /** @type {(inputs: Ipc_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is not valid`)
};

const es_ipc_input_invalid = /** @type {(inputs: Ipc_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor no es válido`)
};

const en_xa2_ipc_input_invalid = /** @type {(inputs: Ipc_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ṽáļúé íš ñóţ ṽáļíð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This value is not valid" |
*
* @param {Ipc_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_invalid = /** @type {((inputs?: Ipc_Input_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_invalid(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_invalid(inputs)
	return en_ipc_input_invalid(inputs)
});