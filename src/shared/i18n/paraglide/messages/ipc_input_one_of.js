/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ values: NonNullable<unknown> }} Ipc_Input_One_OfInputs */

const en_ipc_input_one_of = /** @type {(inputs: Ipc_Input_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Must be one of ${i?.values}`)
};

const es_ipc_input_one_of = /** @type {(inputs: Ipc_Input_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser uno de estos: ${i?.values}`)
};

const en_xa2_ipc_input_one_of = /** @type {(inputs: Ipc_Input_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁúšţ ƀé óñé óƒ ${i?.values} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Must be one of {values}" |
*
* @param {Ipc_Input_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_one_of = /** @type {((inputs: Ipc_Input_One_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_One_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_one_of(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_one_of(inputs)
	return en_ipc_input_one_of(inputs)
});