/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Desktop_No_SavingInputs */

const en_main_desktop_no_saving = /** @type {(inputs: Main_Desktop_No_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving files is not available here.`)
};

const es_main_desktop_no_saving = /** @type {(inputs: Main_Desktop_No_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no se pueden guardar archivos.`)
};

const en_xa2_main_desktop_no_saving = /** @type {(inputs: Main_Desktop_No_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ ƒíļéš íš ñóţ áṽáíļáƀļé ĥéŕé. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saving files is not available here." |
*
* @param {Main_Desktop_No_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_desktop_no_saving = /** @type {((inputs?: Main_Desktop_No_SavingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Desktop_No_SavingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_desktop_no_saving(inputs)
	if (locale === "en-XA") return en_xa2_main_desktop_no_saving(inputs)
	return en_main_desktop_no_saving(inputs)
});