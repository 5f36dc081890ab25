/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Form_Key_PrefixInputs */

const en_ipc_form_key_prefix = /** @type {(inputs: Ipc_Form_Key_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A form key prefix is 1 to 120 letters, digits or . / : _ -`)
};

const es_ipc_form_key_prefix = /** @type {(inputs: Ipc_Form_Key_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comienzo de una clave de formulario tiene de 1 a 120 letras, cifras o . / : _ -`)
};

const en_xa2_ipc_form_key_prefix = /** @type {(inputs: Ipc_Form_Key_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒóŕɱ ķéý þŕéƒíẋ íš 1 ţó 120 ļéţţéŕš, ðíĝíţš óŕ . / : _ - ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A form key prefix is 1 to 120 letters, digits or . / : _ -" |
*
* @param {Ipc_Form_Key_PrefixInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_form_key_prefix = /** @type {((inputs?: Ipc_Form_Key_PrefixInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Form_Key_PrefixInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_form_key_prefix(inputs)
	if (locale === "en-XA") return en_xa2_ipc_form_key_prefix(inputs)
	return en_ipc_form_key_prefix(inputs)
});