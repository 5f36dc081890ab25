/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Ipc_Input_Key_RefusedInputs */

const en_ipc_input_key_refused = /** @type {(inputs: Ipc_Input_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a field named "${i?.key}" is not accepted`)
};

const es_ipc_input_key_refused = /** @type {(inputs: Ipc_Input_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no se acepta un campo llamado «${i?.key}»`)
};

const en_xa2_ipc_input_key_refused = /** @type {(inputs: Ipc_Input_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ƒíéļð ñáɱéð "${i?.key}" íš ñóţ áççéþţéð ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "a field named \"{key}\" is not accepted" |
*
* @param {Ipc_Input_Key_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_key_refused = /** @type {((inputs: Ipc_Input_Key_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Key_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_key_refused(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_key_refused(inputs)
	return en_ipc_input_key_refused(inputs)
});