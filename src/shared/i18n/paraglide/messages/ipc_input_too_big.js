/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_BigInputs */

const en_ipc_input_too_big = /** @type {(inputs: Ipc_Input_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max}`)
};

const es_ipc_input_too_big = /** @type {(inputs: Ipc_Input_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max}`)
};

const en_xa2_ipc_input_too_big = /** @type {(inputs: Ipc_Input_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} ·~ ]`)
};

/**
* | output |
* | --- |
* | "At most {max}" |
*
* @param {Ipc_Input_Too_BigInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_big = /** @type {((inputs: Ipc_Input_Too_BigInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_BigInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_big(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_big(inputs)
	return en_ipc_input_too_big(inputs)
});