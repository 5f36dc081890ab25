/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Ipc_Input_Too_SmallInputs */

const en_ipc_input_too_small = /** @type {(inputs: Ipc_Input_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min}`)
};

const es_ipc_input_too_small = /** @type {(inputs: Ipc_Input_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como mínimo ${i?.min}`)
};

const en_xa2_ipc_input_too_small = /** @type {(inputs: Ipc_Input_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.min} ·~ ]`)
};

/**
* | output |
* | --- |
* | "At least {min}" |
*
* @param {Ipc_Input_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_small = /** @type {((inputs: Ipc_Input_Too_SmallInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_SmallInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_small(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_small(inputs)
	return en_ipc_input_too_small(inputs)
});