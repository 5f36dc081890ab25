/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Pdf_Name_CarrierInputs */

const en_main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naming the carrier is on (true) or off (false)`)
};

const es_main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombrar al transportista está activado (true) o desactivado (false)`)
};

const en_xa2_main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱíñĝ ţĥé çáŕŕíéŕ íš óñ (ţŕúé) óŕ óƒƒ (ƒáļšé) ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Naming the carrier is on (true) or off (false)" |
*
* @param {Main_Settings_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_name_carrier = /** @type {((inputs?: Main_Settings_Pdf_Name_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Pdf_Name_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_pdf_name_carrier(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_pdf_name_carrier(inputs)
	return en_main_settings_pdf_name_carrier(inputs)
});