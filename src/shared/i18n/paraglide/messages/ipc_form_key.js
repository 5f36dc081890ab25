/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Form_KeyInputs */

const en_ipc_form_key = /** @type {(inputs: Ipc_Form_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A form key is 1 to 120 letters, digits or . / : _ -`)
};

const es_ipc_form_key = /** @type {(inputs: Ipc_Form_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave de un formulario tiene de 1 a 120 letras, cifras o . / : _ -`)
};

const en_xa2_ipc_form_key = /** @type {(inputs: Ipc_Form_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒóŕɱ ķéý íš 1 ţó 120 ļéţţéŕš, ðíĝíţš óŕ . / : _ - ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A form key is 1 to 120 letters, digits or . / : _ -" |
*
* @param {Ipc_Form_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_form_key = /** @type {((inputs?: Ipc_Form_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Form_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_form_key(inputs)
	if (locale === "en-XA") return en_xa2_ipc_form_key(inputs)
	return en_ipc_form_key(inputs)
});