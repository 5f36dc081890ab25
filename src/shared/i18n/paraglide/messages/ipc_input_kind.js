/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Ipc_Input_KindInputs */

const en_ipc_input_kind = /** @type {(inputs: Ipc_Input_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expected ${i?.kind}`)
};

const es_ipc_input_kind = /** @type {(inputs: Ipc_Input_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se esperaba ${i?.kind}`)
};

const en_xa2_ipc_input_kind = /** @type {(inputs: Ipc_Input_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéð ${i?.kind} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Expected {kind}" |
*
* @param {Ipc_Input_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_kind = /** @type {((inputs: Ipc_Input_KindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_KindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_kind(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_kind(inputs)
	return en_ipc_input_kind(inputs)
});