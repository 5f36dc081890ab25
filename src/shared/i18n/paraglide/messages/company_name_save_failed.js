/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Name_Save_FailedInputs */

const en_company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the company name`)
};

const es_company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el nombre de la empresa`)
};

const en_xa2_company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé çóɱþáñý ñáɱé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed = /** @type {((inputs?: Company_Name_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_name_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_company_name_save_failed(inputs)
	return en_company_name_save_failed(inputs)
});