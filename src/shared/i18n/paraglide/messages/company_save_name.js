/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Save_NameInputs */

const en_company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

const es_company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

const en_xa2_company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name = /** @type {((inputs?: Company_Save_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Save_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_save_name(inputs)
	if (locale === "en-XA") return en_xa2_company_save_name(inputs)
	return en_company_save_name(inputs)
});