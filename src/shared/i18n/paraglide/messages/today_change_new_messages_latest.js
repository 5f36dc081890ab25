/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, latest: NonNullable<unknown> }} Today_Change_New_Messages_LatestInputs */

const en_today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} new tracking message: “${i?.latest}”`);
	return /** @type {LocalizedString} */ (`${i?.shown} new tracking messages: “${i?.latest}”`)
	
};

const es_today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de seguimiento nuevo: «${i?.latest}»`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de seguimiento nuevos: «${i?.latest}»`)
	
};

const en_xa2_today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝé: “${i?.latest}” ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñéŵ ţŕáçķíñĝ ɱéššáĝéš: “${i?.latest}” ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message: “{latest}”" |
* | * | "{shown} new tracking messages: “{latest}”" |
*
* @param {Today_Change_New_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages_latest = /** @type {((inputs: Today_Change_New_Messages_LatestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_New_Messages_LatestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_new_messages_latest(inputs)
	if (locale === "en-XA") return en_xa2_today_change_new_messages_latest(inputs)
	return en_today_change_new_messages_latest(inputs)
});