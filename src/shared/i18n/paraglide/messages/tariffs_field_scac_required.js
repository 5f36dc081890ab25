/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Scac_RequiredInputs */

const en_tariffs_field_scac_required = /** @type {(inputs: Tariffs_Field_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is required (for example MAEU)`)
};

const es_tariffs_field_scac_required = /** @type {(inputs: Tariffs_Field_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta el código SCAC del transportista (por ejemplo, MAEU)`)
};

const en_xa2_tariffs_field_scac_required = /** @type {(inputs: Tariffs_Field_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ íš ŕéǫúíŕéð (ƒóŕ éẋáɱþļé ṀÁÉÚ) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier SCAC is required (for example MAEU)" |
*
* @param {Tariffs_Field_Scac_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_scac_required = /** @type {((inputs?: Tariffs_Field_Scac_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Scac_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_scac_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_scac_required(inputs)
	return en_tariffs_field_scac_required(inputs)
});