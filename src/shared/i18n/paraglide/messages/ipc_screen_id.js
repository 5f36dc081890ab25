/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Screen_IdInputs */

const en_ipc_screen_id = /** @type {(inputs: Ipc_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A screen id is lower-case letters and dashes`)
};

const es_ipc_screen_id = /** @type {(inputs: Ipc_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El id de una pantalla se escribe con letras minúsculas y guiones`)
};

const en_xa2_ipc_screen_id = /** @type {(inputs: Ipc_Screen_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šçŕééñ íð íš ļóŵéŕ-çášé ļéţţéŕš áñð ðášĥéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A screen id is lower-case letters and dashes" |
*
* @param {Ipc_Screen_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_screen_id = /** @type {((inputs?: Ipc_Screen_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Screen_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_screen_id(inputs)
	if (locale === "en-XA") return en_xa2_ipc_screen_id(inputs)
	return en_ipc_screen_id(inputs)
});