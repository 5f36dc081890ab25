/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Description_PortInputs */

const en_rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges.`)
};

const es_rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos puertos y los contenedores o la carga. Los precios llegan con todo incluido: flete más recargos.`)
};

const en_xa2_rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó þóŕţš áñð ţĥé çóñţáíñéŕš óŕ çáŕĝó. Þŕíçéš çóɱé ƀáçķ áļļ-íñ, ƒŕéíĝĥţ þļúš šúŕçĥáŕĝéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges." |
*
* @param {Rating_Form_Description_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_port = /** @type {((inputs?: Rating_Form_Description_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_description_port(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_description_port(inputs)
	return en_rating_form_description_port(inputs)
});