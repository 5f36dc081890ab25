/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Cannot_Save_TitleInputs */

const en_store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot save to its data folder`)
};

const es_store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no puede guardar en su carpeta de datos`)
};

const en_xa2_store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ šáṽé ţó íţš ðáţá ƒóļðéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title = /** @type {((inputs?: Store_Cannot_Save_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_cannot_save_title(inputs)
	if (locale === "en-XA") return en_xa2_store_cannot_save_title(inputs)
	return en_store_cannot_save_title(inputs)
});