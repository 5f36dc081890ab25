/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Input_RequiredInputs */

const en_ipc_input_required = /** @type {(inputs: Ipc_Input_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A value is required`)
};

const es_ipc_input_required = /** @type {(inputs: Ipc_Input_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta un valor`)
};

const en_xa2_ipc_input_required = /** @type {(inputs: Ipc_Input_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ṽáļúé íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A value is required" |
*
* @param {Ipc_Input_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_required = /** @type {((inputs?: Ipc_Input_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_required(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_required(inputs)
	return en_ipc_input_required(inputs)
});