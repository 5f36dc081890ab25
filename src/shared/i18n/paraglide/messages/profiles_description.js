/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_DescriptionInputs */

const en_profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account.`)
};

const es_profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio con el que trabaja Freight Desk. El entorno de pruebas integrado se ejecuta en este equipo con datos de demostración y no necesita cuenta.`)
};

const en_xa2_profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé Ƒŕéíĝĥţ Ðéšķ ŵóŕķš ŵíţĥ. Ţĥé éɱƀéððéð šáñðƀóẋ ŕúñš óñ ţĥíš çóɱþúţéŕ ŵíţĥ ðéɱó ðáţá áñð ñééðš ñó áççóúñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description = /** @type {((inputs?: Profiles_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_description(inputs)
	if (locale === "en-XA") return en_xa2_profiles_description(inputs)
	return en_profiles_description(inputs)
});