/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UnknownInputs */

const en_documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`);
	return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`)
	
};

const es_documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido: revise la lista`);
	return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido: revise la lista`)
	
};

const en_xa2_documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ŵíţĥ áñ úñķñóŵñ óúţçóɱé: çĥéçķ ţĥé çĥéçķļíšţ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ŵíţĥ áñ úñķñóŵñ óúţçóɱé: çĥéçķ ţĥé çĥéçķļíšţ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} with an unknown outcome: check the checklist" |
* | * | "{shown} with an unknown outcome: check the checklist" |
*
* @param {Documents_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_unknown = /** @type {((inputs: Documents_Announce_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Announce_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_announce_unknown(inputs)
	if (locale === "en-XA") return en_xa2_documents_announce_unknown(inputs)
	return en_documents_announce_unknown(inputs)
});