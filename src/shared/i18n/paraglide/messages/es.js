/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} Booking_Cargo_AddInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Add_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_RemoveInputs */
/** @typedef {{ line: NonNullable<unknown>, container: NonNullable<unknown> }} Booking_Cargo_Remove_Of_ContainerInputs */
/** @typedef {{}} Booking_Col_ModeInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_ContainerInputs */
/** @typedef {{}} Booking_Container_AddInputs */
/** @typedef {{ container: NonNullable<unknown>, line: NonNullable<unknown> }} Booking_Container_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Container_RemoveInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Booking_DescribesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Quote_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Drafts_DescriptionInputs */
/** @typedef {{}} Booking_Drafts_KeptInputs */
/** @typedef {{}} Booking_Drafts_No_CarrierInputs */
/** @typedef {{}} Booking_Drafts_No_ContactInputs */
/** @typedef {{}} Booking_Drafts_Quote_GoneInputs */
/** @typedef {{}} Booking_Drafts_Read_FailedInputs */
/** @typedef {{}} Booking_Drafts_ResumeInputs */
/** @typedef {{}} Booking_Drafts_Saved_QuoteInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_BookingInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_FormInputs */
/** @typedef {{}} Booking_Drafts_TitleInputs */
/** @typedef {{}} Booking_Field_AddressInputs */
/** @typedef {{}} Booking_Field_Address_HintInputs */
/** @typedef {{}} Booking_Field_CompanyInputs */
/** @typedef {{}} Booking_Field_Contact_PersonInputs */
/** @typedef {{}} Booking_Field_Delivery_NotesInputs */
/** @typedef {{}} Booking_Field_DescriptionInputs */
/** @typedef {{}} Booking_Field_Edi_TypeInputs */
/** @typedef {{}} Booking_Field_Edi_Type_PlaceholderInputs */
/** @typedef {{}} Booking_Field_EmailInputs */
/** @typedef {{}} Booking_Field_Hs_CodeInputs */
/** @typedef {{}} Booking_Field_Hs_Code_PlaceholderInputs */
/** @typedef {{}} Booking_Field_IncotermInputs */
/** @typedef {{}} Booking_Field_Incoterm_HintInputs */
/** @typedef {{}} Booking_Field_OptionalInputs */
/** @typedef {{}} Booking_Field_PhoneInputs */
/** @typedef {{}} Booking_Field_Phone_PrefixInputs */
/** @typedef {{}} Booking_Field_Phone_Prefix_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_FromInputs */
/** @typedef {{}} Booking_Field_Pickup_NotesInputs */
/** @typedef {{}} Booking_Field_Pickup_Notes_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_UntilInputs */
/** @typedef {{}} Booking_Field_QuantityInputs */
/** @typedef {{}} Booking_Field_TrackInputs */
/** @typedef {{}} Booking_Field_Track_HintInputs */
/** @typedef {{}} Booking_Field_VolumeInputs */
/** @typedef {{}} Booking_Field_WeightInputs */
/** @typedef {{}} Booking_Flow_Before_Booking_AgainInputs */
/** @typedef {{}} Booking_Flow_Book_CurrentInputs */
/** @typedef {{}} Booking_Flow_BookedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Booking_Flow_Booked_ShipmentInputs */
/** @typedef {{}} Booking_Flow_Check_TrackingInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Check_Tracking_ForInputs */
/** @typedef {{}} Booking_Flow_Earlier_UnknownInputs */
/** @typedef {{ date: NonNullable<unknown> }} Booking_Flow_ExpiredInputs */
/** @typedef {{}} Booking_Flow_Not_MadeInputs */
/** @typedef {{ filled: NonNullable<unknown> }} Booking_Flow_PrefilledInputs */
/** @typedef {{}} Booking_Flow_Price_Not_GuaranteedInputs */
/** @typedef {{}} Booking_Flow_Rate_AgainInputs */
/** @typedef {{}} Booking_Flow_SendingInputs */
/** @typedef {{}} Booking_Flow_Unknown_CheckInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Unknown_Check_WithInputs */
/** @typedef {{}} Booking_Flow_Unknown_Do_Not_BookInputs */
/** @typedef {{}} Booking_Flow_Unknown_SentInputs */
/** @typedef {{}} Booking_Flow_Unknown_WhatInputs */
/** @typedef {{}} Booking_Form_Choose_IncotermInputs */
/** @typedef {{}} Booking_Form_Choose_TimeInputs */
/** @typedef {{}} Booking_Form_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Min_WindowInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Need_AttentionInputs */
/** @typedef {{}} Booking_Form_NextInputs */
/** @typedef {{}} Booking_Form_No_IncotermInputs */
/** @typedef {{}} Booking_Form_ReviewInputs */
/** @typedef {{}} Booking_Form_Times_LoadingInputs */
/** @typedef {{}} Booking_Form_Times_NoneInputs */
/** @typedef {{}} Booking_Form_Times_OfferedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Booking_Form_Times_UnansweredInputs */
/** @typedef {{}} Booking_Go_To_QuotesInputs */
/** @typedef {{}} Booking_Hs_WarningInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_AtInputs */
/** @typedef {{ code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_CodeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_List_CountInputs */
/** @typedef {{}} Booking_List_DescriptionInputs */
/** @typedef {{}} Booking_List_Empty_TextInputs */
/** @typedef {{}} Booking_List_Empty_TitleInputs */
/** @typedef {{}} Booking_List_Read_FailedInputs */
/** @typedef {{}} Booking_List_ReadingInputs */
/** @typedef {{}} Booking_List_TitleInputs */
/** @typedef {{ mode: NonNullable<unknown>, modes: NonNullable<unknown> }} Booking_Not_Bookable_ReasonInputs */
/** @typedef {{}} Booking_Open_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_ContainersInputs */
/** @typedef {{}} Booking_Prefill_GoodsInputs */
/** @typedef {{}} Booking_Prefill_PlacesInputs */
/** @typedef {{}} Booking_Quote_Booked_AsInputs */
/** @typedef {{}} Booking_Quote_Booked_TitleInputs */
/** @typedef {{ modes: NonNullable<unknown> }} Booking_Quote_Books_OnlyInputs */
/** @typedef {{}} Booking_Quote_Kind_UnknownInputs */
/** @typedef {{}} Booking_Quote_Load_FailedInputs */
/** @typedef {{}} Booking_Quote_LoadingInputs */
/** @typedef {{}} Booking_Quote_Missing_TextInputs */
/** @typedef {{}} Booking_Quote_Missing_TitleInputs */
/** @typedef {{}} Booking_Quote_No_Longer_ListedInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Quote_Not_BookableInputs */
/** @typedef {{}} Booking_Quote_Open_From_QuotesInputs */
/** @typedef {{}} Booking_Quote_Unknown_TypeInputs */
/** @typedef {{}} Booking_Rate_ShipmentInputs */
/** @typedef {{}} Booking_Review_BackInputs */
/** @typedef {{}} Booking_Review_BookInputs */
/** @typedef {{}} Booking_Review_BookingInputs */
/** @typedef {{}} Booking_Review_Cargo_LineInputs */
/** @typedef {{}} Booking_Review_Cargo_LinesInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Review_IntroInputs */
/** @typedef {{}} Booking_Review_Look_TwiceInputs */
/** @typedef {{}} Booking_Review_Needs_ServiceInputs */
/** @typedef {{}} Booking_Review_NoInputs */
/** @typedef {{}} Booking_Review_TitleInputs */
/** @typedef {{}} Booking_Review_YesInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_EmailInputs */
/** @typedef {{ label: NonNullable<unknown>, codes: NonNullable<unknown> }} Booking_Rule_Incoterm_CodeInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_Incoterm_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_More_Than_ZeroInputs */
/** @typedef {{}} Booking_Rule_No_CargosInputs */
/** @typedef {{}} Booking_Rule_No_Container_CargoInputs */
/** @typedef {{}} Booking_Rule_No_ContainersInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_No_PlusInputs */
/** @typedef {{}} Booking_Rule_Quote_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_TimeInputs */
/** @typedef {{ label: NonNullable<unknown>, earlier: NonNullable<unknown> }} Booking_Rule_Time_OrderInputs */
/** @typedef {{}} Booking_Saved_QuotesInputs */
/** @typedef {{}} Booking_Section_CargosInputs */
/** @typedef {{}} Booking_Section_Cargos_DescriptionInputs */
/** @typedef {{}} Booking_Section_ContainersInputs */
/** @typedef {{}} Booking_Section_Containers_DescriptionInputs */
/** @typedef {{}} Booking_Section_DestinationInputs */
/** @typedef {{}} Booking_Section_Destination_DescriptionInputs */
/** @typedef {{}} Booking_Section_OriginInputs */
/** @typedef {{}} Booking_Section_Origin_DescriptionInputs */
/** @typedef {{}} Booking_Section_PickupInputs */
/** @typedef {{}} Booking_Section_Pickup_DescriptionInputs */
/** @typedef {{}} Booking_Section_TermsInputs */
/** @typedef {{}} Booking_Section_Terms_DescriptionInputs */
/** @typedef {{}} Booking_Success_Book_AnotherInputs */
/** @typedef {{}} Booking_Success_Booking_CodeInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Success_LeadInputs */
/** @typedef {{ mode: NonNullable<unknown>, agency: NonNullable<unknown> }} Booking_Success_Lead_WithInputs */
/** @typedef {{}} Booking_Success_Not_GivenInputs */
/** @typedef {{}} Booking_Success_Shipment_CodeInputs */
/** @typedef {{}} Booking_Success_TitleInputs */
/** @typedef {{}} Booking_Success_Tracking_CodeInputs */
/** @typedef {{}} Booking_Success_Unsafe_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Summary_DaysInputs */
/** @typedef {{}} Booking_Summary_DeliveryInputs */
/** @typedef {{}} Booking_Summary_ExpiredInputs */
/** @typedef {{}} Booking_Summary_ExpiresInputs */
/** @typedef {{}} Booking_Summary_No_CarrierInputs */
/** @typedef {{}} Booking_Summary_No_ExpiryInputs */
/** @typedef {{}} Booking_Summary_PickupInputs */
/** @typedef {{}} Booking_Summary_PriceInputs */
/** @typedef {{}} Booking_Summary_Price_Not_GivenInputs */
/** @typedef {{}} Booking_Summary_QuoteInputs */
/** @typedef {{}} Booking_Summary_Saved_QuoteInputs */
/** @typedef {{}} Booking_Summary_TransitInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_OfInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_FailedInputs */
/** @typedef {{ parts: NonNullable<unknown> }} Documents_Announce_FinishedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UploadedInputs */
/** @typedef {{}} Documents_Choose_DocumentInputs */
/** @typedef {{}} Documents_Choose_Document_PlaceholderInputs */
/** @typedef {{}} Documents_Choose_FilesInputs */
/** @typedef {{ files: NonNullable<unknown> }} Documents_Choose_ForInputs */
/** @typedef {{}} Documents_ClearInputs */
/** @typedef {{}} Documents_Clear_FinishedInputs */
/** @typedef {{}} Documents_DownloadInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Documents_Drop_HintInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Drop_PanelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Drop_RowInputs */
/** @typedef {{}} Documents_Empty_TextInputs */
/** @typedef {{}} Documents_Empty_TitleInputs */
/** @typedef {{}} Documents_File_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_FailedInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Load_FailedInputs */
/** @typedef {{}} Documents_LoadingInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_None_TextInputs */
/** @typedef {{}} Documents_None_TitleInputs */
/** @typedef {{}} Documents_Not_UploadedInputs */
/** @typedef {{}} Documents_Offline_ActionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, reason: NonNullable<unknown> }} Documents_Offline_AnnounceInputs */
/** @typedef {{}} Documents_OptionalInputs */
/** @typedef {{ ids: NonNullable<unknown>, shipment: NonNullable<unknown> }} Documents_Other_Shipment_ErrorInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Documents_Other_Shipment_NoteInputs */
/** @typedef {{}} Documents_Panel_DescriptionInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Panel_TitleInputs */
/** @typedef {{}} Documents_Phase_DoneInputs */
/** @typedef {{}} Documents_Phase_FailedInputs */
/** @typedef {{}} Documents_Phase_ReadingInputs */
/** @typedef {{}} Documents_Phase_ReadyInputs */
/** @typedef {{}} Documents_Phase_RefusedInputs */
/** @typedef {{}} Documents_Phase_SendingInputs */
/** @typedef {{}} Documents_Phase_UnknownInputs */
/** @typedef {{}} Documents_Phase_WaitingInputs */
/** @typedef {{}} Documents_Picker_Caption_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Caption_SearchInputs */
/** @typedef {{}} Documents_Picker_ChangeInputs */
/** @typedef {{}} Documents_Picker_Code_LabelInputs */
/** @typedef {{}} Documents_Picker_Code_PlaceholderInputs */
/** @typedef {{}} Documents_Picker_Col_ActionsInputs */
/** @typedef {{}} Documents_Picker_Col_PickupInputs */
/** @typedef {{}} Documents_Picker_Col_RouteInputs */
/** @typedef {{}} Documents_Picker_Col_ShipmentInputs */
/** @typedef {{}} Documents_Picker_Col_TypeInputs */
/** @typedef {{}} Documents_Picker_DescriptionInputs */
/** @typedef {{}} Documents_Picker_FindInputs */
/** @typedef {{ code: NonNullable<unknown> }} Documents_Picker_KeepInputs */
/** @typedef {{}} Documents_Picker_List_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Picker_ListedInputs */
/** @typedef {{}} Documents_Picker_Loading_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Looking_ForInputs */
/** @typedef {{}} Documents_Picker_Looking_UpInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Documents_Picker_MatchingInputs */
/** @typedef {{}} Documents_Picker_Most_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_No_MatchInputs */
/** @typedef {{}} Documents_Picker_NoneInputs */
/** @typedef {{}} Documents_Picker_None_TextInputs */
/** @typedef {{}} Documents_Picker_Open_TrackingInputs */
/** @typedef {{}} Documents_Picker_ShowInputs */
/** @typedef {{}} Documents_Picker_TitleInputs */
/** @typedef {{ uploaded: NonNullable<unknown>, required: NonNullable<unknown> }} Documents_Progress_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Progress_TextInputs */
/** @typedef {{ text: NonNullable<unknown> }} Documents_QuotedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Ready_AnnounceInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Refused_AnnounceInputs */
/** @typedef {{}} Documents_ReloadInputs */
/** @typedef {{}} Documents_Reload_ChecklistInputs */
/** @typedef {{}} Documents_RequiredInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Staged_AsInputs */
/** @typedef {{}} Documents_Staged_OfflineInputs */
/** @typedef {{}} Documents_Staged_TextInputs */
/** @typedef {{}} Documents_Staged_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_BusyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_DoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_RefusedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_UnknownInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Table_CaptionInputs */
/** @typedef {{}} Documents_Table_Col_ActionsInputs */
/** @typedef {{}} Documents_Table_Col_DocumentInputs */
/** @typedef {{}} Documents_Table_Col_ObservationsInputs */
/** @typedef {{}} Documents_Table_Col_StatusInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_OptionalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Optional_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Required_UploadedInputs */
/** @typedef {{}} Documents_TemplateInputs */
/** @typedef {{ name: NonNullable<unknown>, extension: NonNullable<unknown> }} Documents_Template_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_FailedInputs */
/** @typedef {{}} Documents_The_DocumentInputs */
/** @typedef {{}} Documents_This_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Unknown_ManyInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Unknown_OneInputs */
/** @typedef {{}} Documents_Unknown_TextInputs */
/** @typedef {{}} Documents_UnnamedInputs */
/** @typedef {{}} Documents_UploadInputs */
/** @typedef {{}} Documents_Upload_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Upload_FilesInputs */
/** @typedef {{ mib: NonNullable<unknown> }} Documents_Upload_LimitInputs */
/** @typedef {{}} Documents_Upload_Not_AcceptedInputs */
/** @typedef {{}} Documents_Upload_Unknown_ReasonInputs */
/** @typedef {{ when: NonNullable<unknown> }} Documents_Uploaded_AtInputs */
/** @typedef {{ file: NonNullable<unknown>, document: NonNullable<unknown> }} Documents_Uploading_AsInputs */
/** @typedef {{}} Documents_Uploads_TitleInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keychain_No_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown>, kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Keychain_Other_OriginInputs */
/** @typedef {{}} Keychain_UnavailableInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{}} Lookups_Airports_Col_IataInputs */
/** @typedef {{}} Lookups_Airports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_CountInputs */
/** @typedef {{}} Lookups_Airports_DescriptionInputs */
/** @typedef {{}} Lookups_Airports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_FoundInputs */
/** @typedef {{}} Lookups_Airports_Idle_TextInputs */
/** @typedef {{}} Lookups_Airports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Airports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_NoneInputs */
/** @typedef {{}} Lookups_Airports_PlaceholderInputs */
/** @typedef {{}} Lookups_Airports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_SearchingInputs */
/** @typedef {{}} Lookups_Airports_TitleInputs */
/** @typedef {{}} Lookups_Airports_Too_ShortInputs */
/** @typedef {{ title: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_CaptionInputs */
/** @typedef {{}} Lookups_Col_CityInputs */
/** @typedef {{}} Lookups_Col_CodeInputs */
/** @typedef {{}} Lookups_Col_CoordinatesInputs */
/** @typedef {{}} Lookups_Col_CountryInputs */
/** @typedef {{}} Lookups_Col_NameInputs */
/** @typedef {{}} Lookups_Col_SizeInputs */
/** @typedef {{}} Lookups_Col_TypeInputs */
/** @typedef {{}} Lookups_Containers_Col_ReeferInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Containers_CountInputs */
/** @typedef {{}} Lookups_Containers_DescriptionInputs */
/** @typedef {{}} Lookups_Containers_FailedInputs */
/** @typedef {{}} Lookups_Containers_LoadingInputs */
/** @typedef {{}} Lookups_Containers_NoneInputs */
/** @typedef {{ size: NonNullable<unknown> }} Lookups_Containers_Size_FtInputs */
/** @typedef {{}} Lookups_Containers_TitleInputs */
/** @typedef {{}} Lookups_EastInputs */
/** @typedef {{}} Lookups_List_Empty_TextInputs */
/** @typedef {{}} Lookups_NoInputs */
/** @typedef {{}} Lookups_NorthInputs */
/** @typedef {{}} Lookups_Pallets_Col_SizeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Pallets_CountInputs */
/** @typedef {{}} Lookups_Pallets_DescriptionInputs */
/** @typedef {{}} Lookups_Pallets_FailedInputs */
/** @typedef {{}} Lookups_Pallets_Height_Not_FixedInputs */
/** @typedef {{}} Lookups_Pallets_LoadingInputs */
/** @typedef {{}} Lookups_Pallets_NoneInputs */
/** @typedef {{}} Lookups_Pallets_Per_ShipmentInputs */
/** @typedef {{}} Lookups_Pallets_TitleInputs */
/** @typedef {{}} Lookups_Ports_Col_RkstInputs */
/** @typedef {{}} Lookups_Ports_Col_UnlocodeInputs */
/** @typedef {{}} Lookups_Ports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_CountInputs */
/** @typedef {{}} Lookups_Ports_DescriptionInputs */
/** @typedef {{}} Lookups_Ports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_FoundInputs */
/** @typedef {{}} Lookups_Ports_Idle_TextInputs */
/** @typedef {{}} Lookups_Ports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Ports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_NoneInputs */
/** @typedef {{}} Lookups_Ports_PlaceholderInputs */
/** @typedef {{}} Lookups_Ports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_SearchingInputs */
/** @typedef {{}} Lookups_Ports_TitleInputs */
/** @typedef {{}} Lookups_Ports_Too_ShortInputs */
/** @typedef {{}} Lookups_Postal_Col_CodeInputs */
/** @typedef {{}} Lookups_Postal_Col_RegionInputs */
/** @typedef {{}} Lookups_Postal_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_CountInputs */
/** @typedef {{}} Lookups_Postal_CountryInputs */
/** @typedef {{}} Lookups_Postal_DescriptionInputs */
/** @typedef {{}} Lookups_Postal_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_FoundInputs */
/** @typedef {{}} Lookups_Postal_Idle_TextInputs */
/** @typedef {{}} Lookups_Postal_Idle_TitleInputs */
/** @typedef {{}} Lookups_Postal_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_NoneInputs */
/** @typedef {{}} Lookups_Postal_PlaceholderInputs */
/** @typedef {{}} Lookups_Postal_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_SearchingInputs */
/** @typedef {{}} Lookups_Postal_TitleInputs */
/** @typedef {{}} Lookups_Postal_Too_ShortInputs */
/** @typedef {{ text: NonNullable<unknown> }} Lookups_QuotedInputs */
/** @typedef {{}} Lookups_ReloadInputs */
/** @typedef {{}} Lookups_SearchInputs */
/** @typedef {{}} Lookups_SouthInputs */
/** @typedef {{}} Lookups_WestInputs */
/** @typedef {{}} Lookups_YesInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Durable_Write_Not_FlushedInputs */
/** @typedef {{}} Main_Json_File_EmptyInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Main_Json_File_Not_JsonInputs */
/** @typedef {{ path: NonNullable<unknown>, reason: NonNullable<unknown>, keptAs: NonNullable<unknown> }} Main_Json_File_Set_AsideInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Json_File_UnexpectedInputs */
/** @typedef {{}} Main_Json_File_Unexpected_ContentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_Not_ImageInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown> }} Main_Logo_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_UnreadableInputs */
/** @typedef {{}} Main_Profile_Api_Key_RequiredInputs */
/** @typedef {{}} Main_Profile_Api_Secret_RequiredInputs */
/** @typedef {{}} Main_Profile_Key_And_SecretInputs */
/** @typedef {{}} Main_Profile_Key_And_Secret_FieldInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Profile_Keychain_Not_RestoredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Profile_Name_TakenInputs */
/** @typedef {{}} Main_Profile_Name_Taken_FieldInputs */
/** @typedef {{}} Main_Profile_New_Needs_KeyInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnchangeableInputs */
/** @typedef {{}} Main_Profile_Sandbox_UnremovableInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Profile_UnknownInputs */
/** @typedef {{}} Main_Settings_Company_Name_MaxInputs */
/** @typedef {{}} Main_Settings_LanguageInputs */
/** @typedef {{ path: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Settings_Not_SavedInputs */
/** @typedef {{}} Main_Settings_Notification_SwitchInputs */
/** @typedef {{}} Main_Settings_Pdf_ChargesInputs */
/** @typedef {{}} Main_Settings_Pdf_Name_CarrierInputs */
/** @typedef {{}} Main_Settings_Pdf_Terms_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MaxInputs */
/** @typedef {{}} Main_Settings_Sync_MinInputs */
/** @typedef {{}} Main_Settings_Sync_WholeInputs */
/** @typedef {{}} Main_Settings_ThemeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Upload_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown>, bytes: NonNullable<unknown> }} Main_Upload_Too_LargeInputs */
/** @typedef {{ name: NonNullable<unknown>, allowed: NonNullable<unknown> }} Main_Upload_Type_RefusedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Palette_CommandsInputs */
/** @typedef {{}} Palette_Input_LabelInputs */
/** @typedef {{}} Palette_Input_PlaceholderInputs */
/** @typedef {{}} Palette_KeysInputs */
/** @typedef {{}} Palette_LabelInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Palette_Nothing_MatchesInputs */
/** @typedef {{}} Palette_Profile_SandboxInputs */
/** @typedef {{}} Palette_Profile_ServiceInputs */
/** @typedef {{}} Palette_Profile_WordsInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_DetailInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_LabelInputs */
/** @typedef {{}} Palette_Rate_WordsInputs */
/** @typedef {{}} Palette_Screen_WordsInputs */
/** @typedef {{}} Palette_SearchingInputs */
/** @typedef {{}} Palette_Section_Go_ToInputs */
/** @typedef {{}} Palette_Section_ProfilesInputs */
/** @typedef {{}} Palette_Section_RateInputs */
/** @typedef {{}} Palette_Section_ShipmentsInputs */
/** @typedef {{ code: NonNullable<unknown> }} Palette_ShipmentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Palette_Switch_ToInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Pricing_Amount_ProblemInputs */
/** @typedef {{}} Pricing_ChangeInputs */
/** @typedef {{}} Pricing_Col_ActionsInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Pricing_Csv_Bad_MarginInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Csv_Column_TwiceInputs */
/** @typedef {{}} Pricing_Csv_EmptyInputs */
/** @typedef {{ fields: NonNullable<unknown>, header: NonNullable<unknown> }} Pricing_Csv_Extra_FieldsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Csv_More_ProblemsInputs */
/** @typedef {{}} Pricing_Csv_Name_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Pricing_Csv_Name_RepeatedInputs */
/** @typedef {{}} Pricing_Csv_No_CustomerInputs */
/** @typedef {{}} Pricing_Csv_No_Name_ColumnInputs */
/** @typedef {{}} Pricing_Csv_Quote_OpenInputs */
/** @typedef {{ column: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Csv_Too_LongInputs */
/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Pricing_Csv_Unknown_ColumnInputs */
/** @typedef {{}} Pricing_Customer_AddInputs */
/** @typedef {{}} Pricing_Customer_ContactInputs */
/** @typedef {{}} Pricing_Customer_Contact_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_HintInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Default_MarginInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_HintInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_PlaceholderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Default_RuleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Form_ChangeInputs */
/** @typedef {{}} Pricing_Customer_Form_NewInputs */
/** @typedef {{}} Pricing_Customer_LanguageInputs */
/** @typedef {{}} Pricing_Customer_Language_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_NameInputs */
/** @typedef {{}} Pricing_Customer_NotesInputs */
/** @typedef {{}} Pricing_Customer_SaveInputs */
/** @typedef {{}} Pricing_Customer_Save_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_AddedInputs */
/** @typedef {{}} Pricing_Customers_Col_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customers_Col_CustomerInputs */
/** @typedef {{}} Pricing_Customers_Col_Default_MarginInputs */
/** @typedef {{}} Pricing_Customers_Col_LanguageInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_CountInputs */
/** @typedef {{ columns: NonNullable<unknown> }} Pricing_Customers_Csv_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_BodyInputs */
/** @typedef {{}} Pricing_Customers_Delete_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_FailedInputs */
/** @typedef {{}} Pricing_Customers_Delete_TitleInputs */
/** @typedef {{}} Pricing_Customers_DescriptionInputs */
/** @typedef {{}} Pricing_Customers_EmptyInputs */
/** @typedef {{}} Pricing_Customers_ImportInputs */
/** @typedef {{ file: NonNullable<unknown>, message: NonNullable<unknown> }} Pricing_Customers_Import_FailedInputs */
/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Pricing_Customers_Import_LineInputs */
/** @typedef {{ file: NonNullable<unknown>, added: NonNullable<unknown>, updated: NonNullable<unknown> }} Pricing_Customers_ImportedInputs */
/** @typedef {{}} Pricing_Customers_NewInputs */
/** @typedef {{}} Pricing_Customers_No_MatchInputs */
/** @typedef {{}} Pricing_Customers_Read_FailedInputs */
/** @typedef {{}} Pricing_Customers_SearchInputs */
/** @typedef {{}} Pricing_Customers_Search_PlaceholderInputs */
/** @typedef {{}} Pricing_Customers_TitleInputs */
/** @typedef {{ file: NonNullable<unknown> }} Pricing_Customers_Too_LargeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_UpdatedInputs */
/** @typedef {{}} Pricing_DeleteInputs */
/** @typedef {{}} Pricing_Field_Adds_NothingInputs */
/** @typedef {{}} Pricing_Field_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Amount_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Amount_WholeInputs */
/** @typedef {{}} Pricing_Field_Amounts_Need_CurrencyInputs */
/** @typedef {{}} Pricing_Field_CountryInputs */
/** @typedef {{ max: NonNullable<unknown> }} Pricing_Field_Csv_Too_LargeInputs */
/** @typedef {{}} Pricing_Field_CurrencyInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_DateInputs */
/** @typedef {{}} Pricing_Field_Exchange_Above_ZeroInputs */
/** @typedef {{}} Pricing_Field_Exchange_Two_CurrenciesInputs */
/** @typedef {{}} Pricing_Field_Margin_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Name_RequiredInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Field_No_DecimalsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_Not_TextInputs */
/** @typedef {{}} Pricing_Field_Per_Container_Needs_FclInputs */
/** @typedef {{}} Pricing_Field_Percent_WholeInputs */
/** @typedef {{}} Pricing_Field_PortInputs */
/** @typedef {{}} Pricing_Field_Rule_Needs_NameInputs */
/** @typedef {{}} Pricing_Field_Safe_AmountInputs */
/** @typedef {{}} Pricing_Field_The_CarrierInputs */
/** @typedef {{}} Pricing_Field_The_ContactInputs */
/** @typedef {{}} Pricing_Field_The_Currency_NoteInputs */
/** @typedef {{}} Pricing_Field_The_LanguageInputs */
/** @typedef {{}} Pricing_Field_The_NameInputs */
/** @typedef {{}} Pricing_Field_The_NotesInputs */
/** @typedef {{}} Pricing_Field_The_SearchInputs */
/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Field_Too_LongInputs */
/** @typedef {{}} Pricing_Level_CarrierInputs */
/** @typedef {{}} Pricing_Level_CustomerInputs */
/** @typedef {{}} Pricing_Level_DeskInputs */
/** @typedef {{}} Pricing_Level_Lane_CountryInputs */
/** @typedef {{}} Pricing_Level_Lane_PortInputs */
/** @typedef {{}} Pricing_Level_ModeInputs */
/** @typedef {{}} Pricing_Main_Chosen_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Customer_GoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, names: NonNullable<unknown> }} Pricing_Main_Customer_Has_RulesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_TakenInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_Taken_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Main_Import_RefusedInputs */
/** @typedef {{}} Pricing_Main_Pick_CustomerInputs */
/** @typedef {{}} Pricing_Main_Quote_Not_PricedInputs */
/** @typedef {{}} Pricing_Main_Quote_Sell_UnknownInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Quoted_NameInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Pricing_Main_Rate_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_GoneInputs */
/** @typedef {{}} Pricing_Main_Sell_ChangedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Pricing_Main_Sell_Not_KeptInputs */
/** @typedef {{}} Pricing_Main_Sell_UnknownInputs */
/** @typedef {{}} Pricing_Pdf_By_ChargeInputs */
/** @typedef {{}} Pricing_Pdf_DescriptionInputs */
/** @typedef {{}} Pricing_Pdf_Name_CarrierInputs */
/** @typedef {{}} Pricing_Pdf_Name_Carrier_HintInputs */
/** @typedef {{}} Pricing_Pdf_One_LineInputs */
/** @typedef {{}} Pricing_Pdf_PriceInputs */
/** @typedef {{}} Pricing_Pdf_SaveInputs */
/** @typedef {{}} Pricing_Pdf_Save_FailedInputs */
/** @typedef {{}} Pricing_Pdf_TermsInputs */
/** @typedef {{}} Pricing_Pdf_Terms_HintInputs */
/** @typedef {{}} Pricing_Pdf_TitleInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pricing_PercentInputs */
/** @typedef {{}} Pricing_Percentage_ProblemInputs */
/** @typedef {{}} Pricing_Report_All_CustomersInputs */
/** @typedef {{}} Pricing_Report_By_HandInputs */
/** @typedef {{}} Pricing_Report_CancelledInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_BuyInputs */
/** @typedef {{}} Pricing_Report_Col_CarrierInputs */
/** @typedef {{}} Pricing_Report_Col_CustomerInputs */
/** @typedef {{}} Pricing_Report_Col_FromInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_MarginInputs */
/** @typedef {{}} Pricing_Report_Col_ModeInputs */
/** @typedef {{}} Pricing_Report_Col_QuoteInputs */
/** @typedef {{}} Pricing_Report_Col_QuotesInputs */
/** @typedef {{}} Pricing_Report_Col_RuleInputs */
/** @typedef {{}} Pricing_Report_Col_SavedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_SellInputs */
/** @typedef {{}} Pricing_Report_Col_ToInputs */
/** @typedef {{}} Pricing_Report_Col_Valid_UntilInputs */
/** @typedef {{}} Pricing_Report_CustomerInputs */
/** @typedef {{}} Pricing_Report_DescriptionInputs */
/** @typedef {{}} Pricing_Report_Each_QuoteInputs */
/** @typedef {{}} Pricing_Report_Export_CsvInputs */
/** @typedef {{}} Pricing_Report_Export_XlsxInputs */
/** @typedef {{}} Pricing_Report_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_CustomersInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_QuotesInputs */
/** @typedef {{}} Pricing_Report_FromInputs */
/** @typedef {{}} Pricing_Report_LinesInputs */
/** @typedef {{}} Pricing_Report_No_CurrencyInputs */
/** @typedef {{}} Pricing_Report_No_CustomerInputs */
/** @typedef {{}} Pricing_Report_No_RuleInputs */
/** @typedef {{}} Pricing_Report_Per_CustomerInputs */
/** @typedef {{}} Pricing_Report_Period_ProblemInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Report_Rule_LevelInputs */
/** @typedef {{}} Pricing_Report_Sheet_CustomersInputs */
/** @typedef {{}} Pricing_Report_Sheet_QuotesInputs */
/** @typedef {{}} Pricing_Report_TitleInputs */
/** @typedef {{}} Pricing_Report_ToInputs */
/** @typedef {{}} Pricing_Rule_AddInputs */
/** @typedef {{}} Pricing_Rule_Any_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Any_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Any_ModeInputs */
/** @typedef {{}} Pricing_Rule_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Carrier_HintInputs */
/** @typedef {{}} Pricing_Rule_CountedInputs */
/** @typedef {{}} Pricing_Rule_CurrencyInputs */
/** @typedef {{}} Pricing_Rule_Currency_HintInputs */
/** @typedef {{}} Pricing_Rule_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Destination_CountryInputs */
/** @typedef {{}} Pricing_Rule_Destination_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Destination_PortInputs */
/** @typedef {{}} Pricing_Rule_Destination_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_FixedInputs */
/** @typedef {{}} Pricing_Rule_Fixed_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rule_Form_ChangeInputs */
/** @typedef {{}} Pricing_Rule_Form_NewInputs */
/** @typedef {{}} Pricing_Rule_MarginInputs */
/** @typedef {{}} Pricing_Rule_MinimumInputs */
/** @typedef {{}} Pricing_Rule_Minimum_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ModeInputs */
/** @typedef {{}} Pricing_Rule_NameInputs */
/** @typedef {{}} Pricing_Rule_Name_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_CountryInputs */
/** @typedef {{}} Pricing_Rule_Origin_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_PortInputs */
/** @typedef {{}} Pricing_Rule_Origin_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Per_ContainerInputs */
/** @typedef {{}} Pricing_Rule_Per_KgInputs */
/** @typedef {{}} Pricing_Rule_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Rule_PercentInputs */
/** @typedef {{}} Pricing_Rule_Percent_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Port_HintInputs */
/** @typedef {{}} Pricing_Rule_SaveInputs */
/** @typedef {{}} Pricing_Rule_Save_FailedInputs */
/** @typedef {{}} Pricing_Rules_Col_ForInputs */
/** @typedef {{}} Pricing_Rules_Col_MarginInputs */
/** @typedef {{}} Pricing_Rules_Col_RuleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Rules_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rules_Delete_BodyInputs */
/** @typedef {{}} Pricing_Rules_Delete_ConfirmInputs */
/** @typedef {{}} Pricing_Rules_Delete_FailedInputs */
/** @typedef {{}} Pricing_Rules_Delete_TitleInputs */
/** @typedef {{}} Pricing_Rules_DescriptionInputs */
/** @typedef {{}} Pricing_Rules_EmptyInputs */
/** @typedef {{ level: NonNullable<unknown> }} Pricing_Rules_Level_NoteInputs */
/** @typedef {{}} Pricing_Rules_NewInputs */
/** @typedef {{}} Pricing_Rules_Read_FailedInputs */
/** @typedef {{}} Pricing_Rules_TitleInputs */
/** @typedef {{}} Pricing_Scope_AnyInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pricing_Scope_Deleted_CustomerInputs */
/** @typedef {{}} Pricing_Scope_Every_RateInputs */
/** @typedef {{ terms: NonNullable<unknown>, minimum: NonNullable<unknown> }} Pricing_Terms_At_LeastInputs */
/** @typedef {{}} Pricing_Terms_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ContainerInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_KgInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Unknown_An_Unknown_CurrencyInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Pricing_Unknown_Currency_JoinInputs */
/** @typedef {{ rule: NonNullable<unknown>, theirs: NonNullable<unknown> }} Pricing_Unknown_Needs_ExchangeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Unknown_No_Amount_InInputs */
/** @typedef {{}} Pricing_Unknown_No_BuyInputs */
/** @typedef {{}} Pricing_Unknown_No_ContainersInputs */
/** @typedef {{}} Pricing_Unknown_No_WeightInputs */
/** @typedef {{}} Pricing_Unknown_Rule_No_CurrencyInputs */
/** @typedef {{}} Pricing_Unknown_That_CurrencyInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown>, count: NonNullable<unknown> }} Pricing_Why_Most_SpecificInputs */
/** @typedef {{}} Pricing_Why_No_RuleInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_OlderInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Why_OnlyInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_WrittenInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} Quotes_As_QuotedInputs */
/** @typedef {{}} Quotes_BookInputs */
/** @typedef {{}} Quotes_BuyInputs */
/** @typedef {{}} Quotes_Col_ActionsInputs */
/** @typedef {{}} Quotes_Col_CarrierInputs */
/** @typedef {{}} Quotes_Col_DeliveryInputs */
/** @typedef {{}} Quotes_Col_PriceInputs */
/** @typedef {{}} Quotes_Col_TransitInputs */
/** @typedef {{}} Quotes_Col_ValidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_CountInputs */
/** @typedef {{}} Quotes_DeleteInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_BodyInputs */
/** @typedef {{}} Quotes_Delete_ConfirmInputs */
/** @typedef {{}} Quotes_Delete_FailedInputs */
/** @typedef {{}} Quotes_Delete_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_Unknown_BodyInputs */
/** @typedef {{}} Quotes_Delete_Unknown_WhatInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_DeletedInputs */
/** @typedef {{}} Quotes_DescriptionInputs */
/** @typedef {{}} Quotes_Description_ColInputs */
/** @typedef {{ customer: NonNullable<unknown> }} Quotes_For_CustomerInputs */
/** @typedef {{}} Quotes_Go_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Hide_SurchargesInputs */
/** @typedef {{}} Quotes_Load_FailedInputs */
/** @typedef {{}} Quotes_LoadingInputs */
/** @typedef {{}} Quotes_Needs_ServiceInputs */
/** @typedef {{}} Quotes_No_CustomerInputs */
/** @typedef {{}} Quotes_No_RuleInputs */
/** @typedef {{}} Quotes_None_BodyInputs */
/** @typedef {{}} Quotes_None_TitleInputs */
/** @typedef {{}} Quotes_Not_Bookable_ExpiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Quotes_Not_Bookable_ModeInputs */
/** @typedef {{}} Quotes_Not_Bookable_No_TypeInputs */
/** @typedef {{}} Quotes_Not_ConfirmedInputs */
/** @typedef {{}} Quotes_Not_PricedInputs */
/** @typedef {{}} Quotes_Not_Sold_HereInputs */
/** @typedef {{}} Quotes_Pdf_CancelledInputs */
/** @typedef {{}} Quotes_Pdf_FailedInputs */
/** @typedef {{}} Quotes_Pdf_LanguageInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_CustomerInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_DeskInputs */
/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_EachInputs */
/** @typedef {{ date: NonNullable<unknown> }} Quotes_Pickup_OnInputs */
/** @typedef {{}} Quotes_Plus_MarginInputs */
/** @typedef {{}} Quotes_ReloadInputs */
/** @typedef {{}} Quotes_Reload_SavedInputs */
/** @typedef {{}} Quotes_Set_By_HandInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_Show_SurchargesInputs */
/** @typedef {{}} Quotes_SurchargeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_Surcharges_OfInputs */
/** @typedef {{}} Quotes_TaxInputs */
/** @typedef {{}} Quotes_The_CarrierInputs */
/** @typedef {{}} Quotes_TitleInputs */
/** @typedef {{}} Quotes_Type_UnknownInputs */
/** @typedef {{}} Quotes_Unknown_CarrierInputs */
/** @typedef {{}} Quotes_Unknown_Carrier_LowerInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_Address_By_HandInputs */
/** @typedef {{}} Rating_Address_HintInputs */
/** @typedef {{}} Rating_Address_NounInputs */
/** @typedef {{}} Rating_Address_PlaceholderInputs */
/** @typedef {{}} Rating_Address_Postal_CodeInputs */
/** @typedef {{}} Rating_Address_RegionInputs */
/** @typedef {{}} Rating_Address_SearchInputs */
/** @typedef {{}} Rating_Air_AircraftInputs */
/** @typedef {{}} Rating_Air_ArrivesInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Rating_Air_Chargeable_WeightInputs */
/** @typedef {{}} Rating_Air_DepartsInputs */
/** @typedef {{}} Rating_Air_FlightInputs */
/** @typedef {{}} Rating_Air_FlightsInputs */
/** @typedef {{}} Rating_Air_FreightInputs */
/** @typedef {{}} Rating_Air_No_FlightsInputs */
/** @typedef {{}} Rating_All_In_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_All_In_SurchargesInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Announce_Not_SavedInputs */
/** @typedef {{}} Rating_Announce_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Announce_Saved_AsInputs */
/** @typedef {{}} Rating_Announce_UnknownInputs */
/** @typedef {{}} Rating_BookInputs */
/** @typedef {{}} Rating_Book_TitleInputs */
/** @typedef {{}} Rating_Book_Unknown_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Carriers_CountInputs */
/** @typedef {{}} Rating_CheapestInputs */
/** @typedef {{}} Rating_Check_QuotesInputs */
/** @typedef {{}} Rating_CityInputs */
/** @typedef {{}} Rating_Col_ActionsInputs */
/** @typedef {{}} Rating_Col_BuyInputs */
/** @typedef {{}} Rating_Col_CarrierInputs */
/** @typedef {{}} Rating_Col_DeliveryInputs */
/** @typedef {{}} Rating_Col_SellInputs */
/** @typedef {{}} Rating_Col_TransitInputs */
/** @typedef {{}} Rating_Col_ValidInputs */
/** @typedef {{}} Rating_ContainerInputs */
/** @typedef {{}} Rating_CountryInputs */
/** @typedef {{}} Rating_Country_Group_By_HandInputs */
/** @typedef {{}} Rating_Country_Group_ListedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_BuyInputs */
/** @typedef {{}} Rating_Csv_Buy_FromInputs */
/** @typedef {{}} Rating_Csv_CarrierInputs */
/** @typedef {{}} Rating_Csv_DeliveryInputs */
/** @typedef {{}} Rating_Csv_From_NoneInputs */
/** @typedef {{}} Rating_Csv_From_PriceInputs */
/** @typedef {{}} Rating_Csv_From_Price_And_SurchargesInputs */
/** @typedef {{}} Rating_Csv_From_SurchargesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_MarginInputs */
/** @typedef {{}} Rating_Csv_Margin_RuleInputs */
/** @typedef {{}} Rating_Csv_PickupInputs */
/** @typedef {{}} Rating_Csv_PrebookingInputs */
/** @typedef {{}} Rating_Csv_Rate_IdInputs */
/** @typedef {{}} Rating_Csv_Rule_By_HandInputs */
/** @typedef {{}} Rating_Csv_Rule_NoneInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Csv_Rule_UnknownInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_SellInputs */
/** @typedef {{}} Rating_Csv_ServiceInputs */
/** @typedef {{}} Rating_Csv_Transit_DaysInputs */
/** @typedef {{}} Rating_Csv_Unknown_CurrencyInputs */
/** @typedef {{}} Rating_Csv_Valid_UntilInputs */
/** @typedef {{}} Rating_Day_UnitInputs */
/** @typedef {{}} Rating_Days_UnitInputs */
/** @typedef {{}} Rating_Delivery_AddressInputs */
/** @typedef {{}} Rating_DetailsInputs */
/** @typedef {{}} Rating_Details_FailedInputs */
/** @typedef {{}} Rating_Details_LoadingInputs */
/** @typedef {{}} Rating_End_AirportInputs */
/** @typedef {{}} Rating_End_Airport_NounInputs */
/** @typedef {{}} Rating_End_Airport_PlaceholderInputs */
/** @typedef {{ country: NonNullable<unknown> }} Rating_End_Airports_FirstInputs */
/** @typedef {{}} Rating_End_ArrivalInputs */
/** @typedef {{}} Rating_End_Delivery_Store_DoorInputs */
/** @typedef {{}} Rating_End_DepartureInputs */
/** @typedef {{}} Rating_End_DestinationInputs */
/** @typedef {{}} Rating_End_OriginInputs */
/** @typedef {{}} Rating_End_Pickup_Store_DoorInputs */
/** @typedef {{}} Rating_End_PortInputs */
/** @typedef {{}} Rating_End_Port_DischargeInputs */
/** @typedef {{}} Rating_End_Port_LoadingInputs */
/** @typedef {{}} Rating_End_Port_NounInputs */
/** @typedef {{}} Rating_End_Port_PlaceholderInputs */
/** @typedef {{}} Rating_End_RkstInputs */
/** @typedef {{}} Rating_End_ServiceInputs */
/** @typedef {{}} Rating_End_Service_CyInputs */
/** @typedef {{}} Rating_End_Service_Hint_DestinationInputs */
/** @typedef {{}} Rating_End_Service_Hint_OriginInputs */
/** @typedef {{}} Rating_End_Service_SdInputs */
/** @typedef {{}} Rating_End_UnlocodeInputs */
/** @typedef {{}} Rating_Expired_TitleInputs */
/** @typedef {{}} Rating_Export_CancelledInputs */
/** @typedef {{}} Rating_Export_CsvInputs */
/** @typedef {{}} Rating_Export_FailedInputs */
/** @typedef {{}} Rating_FastestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Rating_Filter_All_CarriersInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_All_ShownInputs */
/** @typedef {{}} Rating_Filter_Amount_InvalidInputs */
/** @typedef {{}} Rating_Filter_AnyInputs */
/** @typedef {{}} Rating_Filter_BasisInputs */
/** @typedef {{}} Rating_Filter_BuyInputs */
/** @typedef {{}} Rating_Filter_CarrierInputs */
/** @typedef {{}} Rating_Filter_ClearInputs */
/** @typedef {{}} Rating_Filter_Currencies_NoteInputs */
/** @typedef {{}} Rating_Filter_Days_InvalidInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Filter_HiddenInputs */
/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Rating_Filter_Hidden_RestInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Max_SellInputs */
/** @typedef {{}} Rating_Filter_Max_TransitInputs */
/** @typedef {{}} Rating_Filter_Min_Above_MaxInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_BuyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_SellInputs */
/** @typedef {{}} Rating_Filter_SellInputs */
/** @typedef {{ address: NonNullable<unknown> }} Rating_Form_Address_RequiredInputs */
/** @typedef {{}} Rating_Form_Arrival_AirportInputs */
/** @typedef {{}} Rating_Form_ClearInputs */
/** @typedef {{}} Rating_Form_CurrencyInputs */
/** @typedef {{}} Rating_Form_Currency_HintInputs */
/** @typedef {{}} Rating_Form_CustomsInputs */
/** @typedef {{}} Rating_Form_Customs_HintInputs */
/** @typedef {{}} Rating_Form_DangerousInputs */
/** @typedef {{}} Rating_Form_Dangerous_HintInputs */
/** @typedef {{}} Rating_Form_Departure_AirportInputs */
/** @typedef {{}} Rating_Form_Description_AddressInputs */
/** @typedef {{}} Rating_Form_Description_AirportInputs */
/** @typedef {{}} Rating_Form_Description_PortInputs */
/** @typedef {{}} Rating_Form_Get_RatesInputs */
/** @typedef {{}} Rating_Form_Goods_DescriptionInputs */
/** @typedef {{}} Rating_Form_Goods_Description_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_PlaceholderInputs */
/** @typedef {{}} Rating_Form_Goods_RequiredInputs */
/** @typedef {{}} Rating_Form_Goods_ValueInputs */
/** @typedef {{}} Rating_Form_Goods_Value_HintInputs */
/** @typedef {{}} Rating_Form_Goods_Value_InvalidInputs */
/** @typedef {{}} Rating_Form_Goods_Value_NegativeInputs */
/** @typedef {{}} Rating_Form_Goods_Value_OptionalInputs */
/** @typedef {{}} Rating_Form_Goods_Value_RequiredInputs */
/** @typedef {{}} Rating_Form_InsuranceInputs */
/** @typedef {{}} Rating_Form_Insurance_HintInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_LabelInputs */
/** @typedef {{}} Rating_Form_Needs_ServiceInputs */
/** @typedef {{}} Rating_Form_No_CustomerInputs */
/** @typedef {{}} Rating_Form_Pickup_DateInputs */
/** @typedef {{ example: NonNullable<unknown> }} Rating_Form_Pickup_Date_InvalidInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_PastInputs */
/** @typedef {{}} Rating_Form_Pickup_Date_RequiredInputs */
/** @typedef {{}} Rating_Form_Pickup_GoodsInputs */
/** @typedef {{ end: NonNullable<unknown> }} Rating_Form_Port_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Form_ProblemsInputs */
/** @typedef {{}} Rating_Form_Quote_ForInputs */
/** @typedef {{}} Rating_Form_Quote_For_HintInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Form_RequiredInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_TitleInputs */
/** @typedef {{}} Rating_FromInputs */
/** @typedef {{}} Rating_Hide_DetailsInputs */
/** @typedef {{}} Rating_Hint_AirInputs */
/** @typedef {{}} Rating_Hint_RoadInputs */
/** @typedef {{}} Rating_Hint_SeaInputs */
/** @typedef {{}} Rating_Line_Cargo_WeightInputs */
/** @typedef {{}} Rating_Line_Container_TypeInputs */
/** @typedef {{}} Rating_Line_HeightInputs */
/** @typedef {{}} Rating_Line_ImoInputs */
/** @typedef {{}} Rating_Line_LengthInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Rating_Line_NameInputs */
/** @typedef {{}} Rating_Line_Noun_BoxInputs */
/** @typedef {{}} Rating_Line_Noun_CargoInputs */
/** @typedef {{}} Rating_Line_Noun_ContainerInputs */
/** @typedef {{}} Rating_Line_Noun_PalletInputs */
/** @typedef {{}} Rating_Line_Noun_PieceInputs */
/** @typedef {{}} Rating_Line_OptionalInputs */
/** @typedef {{}} Rating_Line_Pallet_TypeInputs */
/** @typedef {{}} Rating_Line_QuantityInputs */
/** @typedef {{}} Rating_Line_ReeferInputs */
/** @typedef {{}} Rating_Line_Shipper_OwnedInputs */
/** @typedef {{}} Rating_Line_StackableInputs */
/** @typedef {{}} Rating_Line_VolumeInputs */
/** @typedef {{}} Rating_Line_WeightInputs */
/** @typedef {{}} Rating_Line_WidthInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Rating_Lines_AddInputs */
/** @typedef {{}} Rating_Lines_BoxesInputs */
/** @typedef {{}} Rating_Lines_CargoInputs */
/** @typedef {{}} Rating_Lines_ChooseInputs */
/** @typedef {{}} Rating_Lines_Container_TypesInputs */
/** @typedef {{}} Rating_Lines_Container_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_ContainersInputs */
/** @typedef {{}} Rating_Lines_Lcl_HintInputs */
/** @typedef {{}} Rating_Lines_NoInputs */
/** @typedef {{}} Rating_Lines_Pallet_TypesInputs */
/** @typedef {{}} Rating_Lines_Pallet_Types_FailedInputs */
/** @typedef {{}} Rating_Lines_PalletsInputs */
/** @typedef {{}} Rating_Lines_PiecesInputs */
/** @typedef {{}} Rating_Lines_Pieces_HintInputs */
/** @typedef {{}} Rating_Lines_Reefer_HintInputs */
/** @typedef {{ line: NonNullable<unknown> }} Rating_Lines_RemoveInputs */
/** @typedef {{ what: NonNullable<unknown> }} Rating_Lines_Saved_ListInputs */
/** @typedef {{ field: NonNullable<unknown> }} Rating_Lines_Set_By_TypeInputs */
/** @typedef {{}} Rating_Lines_YesInputs */
/** @typedef {{}} Rating_Margin_AmountInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_Amount_InvalidInputs */
/** @typedef {{}} Rating_Margin_ApplyInputs */
/** @typedef {{}} Rating_Margin_Back_To_RuleInputs */
/** @typedef {{}} Rating_Margin_By_HandInputs */
/** @typedef {{}} Rating_Margin_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_No_DecimalsInputs */
/** @typedef {{}} Rating_Margin_Note_By_HandInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Rating_Margin_Note_MinimumInputs */
/** @typedef {{}} Rating_Margin_Note_No_RuleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Rating_Margin_Part_By_HandInputs */
/** @typedef {{ from: NonNullable<unknown>, rate: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Margin_Part_ExchangeInputs */
/** @typedef {{ minimum: NonNullable<unknown>, raised: NonNullable<unknown> }} Rating_Margin_Part_MinimumInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_ContainerInputs */
/** @typedef {{ kg: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_KgInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Rating_Margin_Part_Per_ShipmentInputs */
/** @typedef {{ unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_Shipment_IsInputs */
/** @typedef {{ percent: NonNullable<unknown>, of: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_PercentInputs */
/** @typedef {{}} Rating_Margin_Percent_InvalidInputs */
/** @typedef {{}} Rating_Margin_Percent_Of_BuyInputs */
/** @typedef {{}} Rating_Margin_Placeholder_AmountInputs */
/** @typedef {{}} Rating_Margin_Placeholder_PercentInputs */
/** @typedef {{}} Rating_Margin_Rules_LoadingInputs */
/** @typedef {{}} Rating_Margin_Rules_Still_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Margin_Saved_AsInputs */
/** @typedef {{}} Rating_Margin_Set_By_Hand_InsteadInputs */
/** @typedef {{}} Rating_Margin_TitleInputs */
/** @typedef {{}} Rating_Margin_UnknownInputs */
/** @typedef {{ why: NonNullable<unknown> }} Rating_Margin_Unknown_WhyInputs */
/** @typedef {{}} Rating_Mode_AirInputs */
/** @typedef {{}} Rating_Mode_BoxesInputs */
/** @typedef {{}} Rating_Mode_PalletsInputs */
/** @typedef {{}} Rating_Mode_Sea_FclInputs */
/** @typedef {{}} Rating_Mode_Sea_LclInputs */
/** @typedef {{}} Rating_No_Further_DetailsInputs */
/** @typedef {{}} Rating_No_Rate_PassesInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rating_Not_Bookable_NoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Not_SavedInputs */
/** @typedef {{}} Rating_Open_QuotesInputs */
/** @typedef {{}} Rating_Pallet_AmericanInputs */
/** @typedef {{ type: NonNullable<unknown> }} Rating_Pallet_As_CustomInputs */
/** @typedef {{}} Rating_Pallet_CustomInputs */
/** @typedef {{}} Rating_Pallet_EuroInputs */
/** @typedef {{}} Rating_Pallet_Euro2Inputs */
/** @typedef {{}} Rating_Pallet_HintInputs */
/** @typedef {{}} Rating_Pallet_UkInputs */
/** @typedef {{}} Rating_Pickup_AddressInputs */
/** @typedef {{ date: NonNullable<unknown> }} Rating_Pickup_OnInputs */
/** @typedef {{}} Rating_PrebookingInputs */
/** @typedef {{}} Rating_PriceInputs */
/** @typedef {{}} Rating_Rates_Asking_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Rates_CountInputs */
/** @typedef {{}} Rating_Rates_FailedInputs */
/** @typedef {{}} Rating_Rates_None_BodyInputs */
/** @typedef {{}} Rating_Rates_None_ReceivedInputs */
/** @typedef {{}} Rating_Rates_None_TitleInputs */
/** @typedef {{}} Rating_Rates_PreviousInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown> }} Rating_Rates_ReceivedInputs */
/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown>, route: NonNullable<unknown>, when: NonNullable<unknown> }} Rating_Rates_SummaryInputs */
/** @typedef {{}} Rating_Rates_TitleInputs */
/** @typedef {{}} Rating_Sale_Edit_RulesInputs */
/** @typedef {{}} Rating_Sale_ExchangeInputs */
/** @typedef {{}} Rating_Sale_Exchange_HintInputs */
/** @typedef {{}} Rating_Sale_Exchange_InvalidInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Sale_Exchange_LabelInputs */
/** @typedef {{}} Rating_Sale_Exchange_PlaceholderInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_CustomerInputs */
/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_DeskInputs */
/** @typedef {{}} Rating_Sale_No_CustomerInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Sale_RulesInputs */
/** @typedef {{}} Rating_Save_FailedInputs */
/** @typedef {{}} Rating_Save_Needs_ServiceInputs */
/** @typedef {{}} Rating_Save_No_ReasonInputs */
/** @typedef {{}} Rating_Save_QuoteInputs */
/** @typedef {{}} Rating_Save_Unknown_BadgeInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Rating_Save_Unknown_BodyInputs */
/** @typedef {{ carrier: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Save_Unknown_Body_AmountInputs */
/** @typedef {{}} Rating_Save_Unknown_WhatInputs */
/** @typedef {{}} Rating_SavedInputs */
/** @typedef {{}} Rating_Saved_As_QuoteInputs */
/** @typedef {{ message: NonNullable<unknown> }} Rating_Saved_As_Quote_MessageInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rating_Saved_As_Quote_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, message: NonNullable<unknown> }} Rating_Saved_As_Quote_Number_MessageInputs */
/** @typedef {{}} Rating_Screen_ModeInputs */
/** @typedef {{}} Rating_Sea_ByInputs */
/** @typedef {{}} Rating_Sea_ChargeInputs */
/** @typedef {{}} Rating_Sea_DeadlineInputs */
/** @typedef {{}} Rating_Sea_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_Free_DaysInputs */
/** @typedef {{}} Rating_Sea_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_Free_Time_ConditionsInputs */
/** @typedef {{}} Rating_Sea_KindInputs */
/** @typedef {{ number: NonNullable<unknown>, leg: NonNullable<unknown> }} Rating_Sea_LegInputs */
/** @typedef {{}} Rating_Sea_No_DeadlinesInputs */
/** @typedef {{}} Rating_Sea_No_Free_TimeInputs */
/** @typedef {{}} Rating_Sea_No_LegsInputs */
/** @typedef {{}} Rating_Sea_No_Legs_PrebookingInputs */
/** @typedef {{}} Rating_Sea_No_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PenaltiesInputs */
/** @typedef {{}} Rating_Sea_PrebookingInputs */
/** @typedef {{}} Rating_Sea_RouteInputs */
/** @typedef {{}} Rating_Sea_Route_LegsInputs */
/** @typedef {{}} Rating_Sea_VesselInputs */
/** @typedef {{ note: NonNullable<unknown> }} Rating_See_DetailsInputs */
/** @typedef {{}} Rating_Sell_Not_KnownInputs */
/** @typedef {{}} Rating_Sell_UnknownInputs */
/** @typedef {{}} Rating_Show_DetailsInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Rating_Sort_CurrencyInputs */
/** @typedef {{}} Rating_Sort_No_CurrencyInputs */
/** @typedef {{}} Rating_SurchargeInputs */
/** @typedef {{}} Rating_Surcharges_AllInputs */
/** @typedef {{}} Rating_Surcharges_BasisInputs */
/** @typedef {{}} Rating_Surcharges_CodeInputs */
/** @typedef {{}} Rating_Surcharges_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Rating_Surcharges_Group_TotalInputs */
/** @typedef {{}} Rating_Surcharges_No_CurrencyInputs */
/** @typedef {{}} Rating_Surcharges_NoneInputs */
/** @typedef {{}} Rating_Surcharges_QtyInputs */
/** @typedef {{}} Rating_Surcharges_TotalInputs */
/** @typedef {{}} Rating_Surcharges_Unit_PriceInputs */
/** @typedef {{ rates: NonNullable<unknown> }} Rating_Table_CaptionInputs */
/** @typedef {{}} Rating_ToInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Validity_DaysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, hours: NonNullable<unknown> }} Rating_Validity_Days_HoursInputs */
/** @typedef {{}} Rating_Validity_ExpiredInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expired_AgoInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expires_InInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Rating_Validity_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Rating_Validity_Hours_MinutesInputs */
/** @typedef {{}} Rating_Validity_Less_Than_MinuteInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Rating_Validity_MinutesInputs */
/** @typedef {{}} Rating_Validity_Not_GivenInputs */
/** @typedef {{ when: NonNullable<unknown> }} Rating_Validity_UntilInputs */
/** @typedef {{}} Rating_Waiting_AskingInputs */
/** @typedef {{}} Rating_Waiting_None_BodyInputs */
/** @typedef {{}} Rating_Waiting_None_TitleInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_CopyInputs */
/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_ToInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Disk_FullInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Read_OnlyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tariffs_About_OfInputs */
/** @typedef {{}} Tariffs_Col_ActionsInputs */
/** @typedef {{}} Tariffs_Col_AmountInputs */
/** @typedef {{}} Tariffs_Col_CarrierInputs */
/** @typedef {{}} Tariffs_Col_ChargeInputs */
/** @typedef {{}} Tariffs_Col_Charge_TypeInputs */
/** @typedef {{}} Tariffs_Col_CommodityInputs */
/** @typedef {{}} Tariffs_Col_ContainerInputs */
/** @typedef {{}} Tariffs_Col_ContractInputs */
/** @typedef {{}} Tariffs_Col_CostsInputs */
/** @typedef {{}} Tariffs_Col_CurrencyInputs */
/** @typedef {{}} Tariffs_Col_DescriptionInputs */
/** @typedef {{}} Tariffs_Col_LaneInputs */
/** @typedef {{}} Tariffs_Col_RatesInputs */
/** @typedef {{}} Tariffs_Col_ServiceInputs */
/** @typedef {{}} Tariffs_Col_TransitInputs */
/** @typedef {{}} Tariffs_Col_TypeInputs */
/** @typedef {{}} Tariffs_Col_UnitInputs */
/** @typedef {{}} Tariffs_Col_ValidInputs */
/** @typedef {{}} Tariffs_Col_ViaInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comment_LengthInputs */
/** @typedef {{}} Tariffs_CommentsInputs */
/** @typedef {{}} Tariffs_Comments_HintInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comments_MaxInputs */
/** @typedef {{}} Tariffs_Contract_NumberInputs */
/** @typedef {{}} Tariffs_Contract_Number_RequiredInputs */
/** @typedef {{}} Tariffs_Contract_PlaceholderInputs */
/** @typedef {{}} Tariffs_Contract_ReferenceInputs */
/** @typedef {{}} Tariffs_Contract_RequiredInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Tariffs_Costs_CaptionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Costs_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_RatesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_TariffsInputs */
/** @typedef {{}} Tariffs_Csv_HintInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tariffs_Date_LikeInputs */
/** @typedef {{}} Tariffs_Detail_Document_IdInputs */
/** @typedef {{}} Tariffs_Detail_Rates_ImportedInputs */
/** @typedef {{}} Tariffs_Download_TemplateInputs */
/** @typedef {{}} Tariffs_Drop_LabelInputs */
/** @typedef {{}} Tariffs_Drop_PromptInputs */
/** @typedef {{}} Tariffs_Export_CsvInputs */
/** @typedef {{}} Tariffs_External_IdInputs */
/** @typedef {{}} Tariffs_External_Id_HintInputs */
/** @typedef {{}} Tariffs_FilesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Files_MaxInputs */
/** @typedef {{}} Tariffs_Files_RequiredInputs */
/** @typedef {{}} Tariffs_From_DateInputs */
/** @typedef {{}} Tariffs_From_RequiredInputs */
/** @typedef {{}} Tariffs_Hide_RatesInputs */
/** @typedef {{ limit: NonNullable<unknown>, max: NonNullable<unknown> }} Tariffs_LimitsInputs */
/** @typedef {{}} Tariffs_NameInputs */
/** @typedef {{}} Tariffs_Name_HintInputs */
/** @typedef {{}} Tariffs_Name_Part_HintInputs */
/** @typedef {{}} Tariffs_No_CostsInputs */
/** @typedef {{}} Tariffs_No_FileInputs */
/** @typedef {{}} Tariffs_Not_AcceptedInputs */
/** @typedef {{}} Tariffs_Not_UploadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tariffs_Note_UploadedInputs */
/** @typedef {{}} Tariffs_Offline_ActionInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Rates_CaptionInputs */
/** @typedef {{}} Tariffs_RefusedInputs */
/** @typedef {{ counts: NonNullable<unknown> }} Tariffs_Report_AnnounceInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_CaptionInputs */
/** @typedef {{}} Tariffs_Report_DescriptionInputs */
/** @typedef {{}} Tariffs_Report_Failed_AnnounceInputs */
/** @typedef {{ counts: NonNullable<unknown>, contract: NonNullable<unknown> }} Tariffs_Report_ForInputs */
/** @typedef {{}} Tariffs_Report_Idle_TextInputs */
/** @typedef {{}} Tariffs_Report_Idle_TitleInputs */
/** @typedef {{}} Tariffs_Report_LoadingInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_NoneInputs */
/** @typedef {{}} Tariffs_Report_None_TextInputs */
/** @typedef {{}} Tariffs_Report_Read_FailedInputs */
/** @typedef {{}} Tariffs_Report_TitleInputs */
/** @typedef {{}} Tariffs_ScacInputs */
/** @typedef {{}} Tariffs_Scac_HintInputs */
/** @typedef {{}} Tariffs_Scac_LettersInputs */
/** @typedef {{}} Tariffs_Scac_RequiredInputs */
/** @typedef {{}} Tariffs_Sent_AllInputs */
/** @typedef {{}} Tariffs_Sent_UnknownInputs */
/** @typedef {{}} Tariffs_Show_RatesInputs */
/** @typedef {{}} Tariffs_Show_ReportInputs */
/** @typedef {{}} Tariffs_StatusInputs */
/** @typedef {{}} Tariffs_Status_AnyInputs */
/** @typedef {{}} Tariffs_Status_NumberInputs */
/** @typedef {{}} Tariffs_Status_With_RatesInputs */
/** @typedef {{}} Tariffs_Status_Without_RatesInputs */
/** @typedef {{}} Tariffs_Template_CancelledInputs */
/** @typedef {{}} Tariffs_Template_FailedInputs */
/** @typedef {{}} Tariffs_To_Before_FromInputs */
/** @typedef {{}} Tariffs_To_DateInputs */
/** @typedef {{}} Tariffs_To_Date_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Transit_DaysInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Unknown_TextInputs */
/** @typedef {{}} Tariffs_Unknown_WhatInputs */
/** @typedef {{}} Tariffs_UnnamedInputs */
/** @typedef {{}} Tariffs_Upload_ButtonInputs */
/** @typedef {{}} Tariffs_Upload_DescriptionInputs */
/** @typedef {{}} Tariffs_Upload_TitleInputs */
/** @typedef {{}} Tariffs_UploadedInputs */
/** @typedef {{ start: NonNullable<unknown> }} Tariffs_Validity_FromInputs */
/** @typedef {{ end: NonNullable<unknown> }} Tariffs_Validity_UntilInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Today_Change_A_ShipmentInputs */
/** @typedef {{}} Today_Change_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_EtaInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Change_New_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, latest: NonNullable<unknown> }} Today_Change_New_Messages_LatestInputs */
/** @typedef {{}} Today_Change_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_PickupInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_StatusInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Change_UnlistedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Changes_CountInputs */
/** @typedef {{}} Today_Changes_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Changes_MoreInputs */
/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Changes_Since_LookInputs */
/** @typedef {{ count: NonNullable<unknown> }} Today_Changes_Since_StartInputs */
/** @typedef {{}} Today_Changes_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Documents_CountInputs */
/** @typedef {{}} Today_Documents_EmptyInputs */
/** @typedef {{ pickup: NonNullable<unknown>, missing: NonNullable<unknown> }} Today_Documents_MissingInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Today_Documents_Never_CheckedInputs */
/** @typedef {{}} Today_Documents_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Free_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Free_CountingInputs */
/** @typedef {{}} Today_Free_EmptyInputs */
/** @typedef {{}} Today_Free_TitleInputs */
/** @typedef {{ when: NonNullable<unknown> }} Today_Last_LookInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Lines_NeedInputs */
/** @typedef {{}} Today_Mark_All_SeenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_MoreInputs */
/** @typedef {{}} Today_Nothing_HereInputs */
/** @typedef {{}} Today_Nothing_NeededInputs */
/** @typedef {{ type: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_ExpiresInputs */
/** @typedef {{ type: NonNullable<unknown>, price: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_Priced_ExpiresInputs */
/** @typedef {{}} Today_Quote_SavedInputs */
/** @typedef {{}} Today_Quote_SoonInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Quotes_CountInputs */
/** @typedef {{}} Today_Quotes_EmptyInputs */
/** @typedef {{}} Today_Quotes_TitleInputs */
/** @typedef {{}} Today_Read_FailedInputs */
/** @typedef {{}} Today_ReadingInputs */
/** @typedef {{}} Today_Show_AllInputs */
/** @typedef {{ section: NonNullable<unknown> }} Today_The_RestInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Changes_ClearInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Changes_CountInputs */
/** @typedef {{}} Tracking_Changes_Show_AllInputs */
/** @typedef {{}} Tracking_Changes_TitleInputs */
/** @typedef {{}} Tracking_Code_BookingInputs */
/** @typedef {{}} Tracking_Code_TrackingInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_MarginInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_SellInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Tracking_DestinationInputs */
/** @typedef {{}} Tracking_Detail_CloseInputs */
/** @typedef {{}} Tracking_Detail_Load_FailedInputs */
/** @typedef {{}} Tracking_Detail_LoadingInputs */
/** @typedef {{ other: NonNullable<unknown>, asked: NonNullable<unknown> }} Tracking_Detail_Other_ShipmentInputs */
/** @typedef {{}} Tracking_Detail_ShipmentInputs */
/** @typedef {{ code: NonNullable<unknown> }} Tracking_Detail_TitleInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TextInputs */
/** @typedef {{}} Tracking_Empty_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TextInputs */
/** @typedef {{}} Tracking_Empty_Never_Synced_TitleInputs */
/** @typedef {{}} Tracking_Empty_None_TextInputs */
/** @typedef {{}} Tracking_Empty_None_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_Filtered_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_Filtered_TitleInputs */
/** @typedef {{}} Tracking_Empty_Search_TextInputs */
/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_TitleInputs */
/** @typedef {{}} Tracking_Export_CancelledInputs */
/** @typedef {{}} Tracking_Export_CsvInputs */
/** @typedef {{}} Tracking_Export_FailedInputs */
/** @typedef {{}} Tracking_Export_LabelInputs */
/** @typedef {{}} Tracking_Export_NothingInputs */
/** @typedef {{}} Tracking_Export_XlsxInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Code_PlaceholderInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Date_LikeInputs */
/** @typedef {{}} Tracking_Filter_End_Before_StartInputs */
/** @typedef {{}} Tracking_Filter_FromInputs */
/** @typedef {{}} Tracking_Filter_OperatorInputs */
/** @typedef {{}} Tracking_Filter_Operator_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_Place_PlaceholderInputs */
/** @typedef {{}} Tracking_Filter_ToInputs */
/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Tracking_Filter_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Filter_Too_Many_StatusesInputs */
/** @typedef {{}} Tracking_Filters_Any_StatusInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Filters_AppliedInputs */
/** @typedef {{}} Tracking_Filters_ApplyInputs */
/** @typedef {{}} Tracking_Filters_ClearInputs */
/** @typedef {{}} Tracking_Filters_LabelInputs */
/** @typedef {{}} Tracking_Filters_StatusInputs */
/** @typedef {{}} Tracking_Free_ChangeInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_If_RunningInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_So_FarInputs */
/** @typedef {{}} Tracking_Free_Charged_From_FirstInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charged_TotalInputs */
/** @typedef {{ name: NonNullable<unknown>, text: NonNullable<unknown> }} Tracking_Free_ClauseInputs */
/** @typedef {{ name: NonNullable<unknown>, first: NonNullable<unknown>, then: NonNullable<unknown> }} Tracking_Free_Clause_ThenInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_ContainersInputs */
/** @typedef {{ containers: NonNullable<unknown>, size: NonNullable<unknown> }} Tracking_Free_Containers_OfInputs */
/** @typedef {{ size: NonNullable<unknown> }} Tracking_Free_Containers_UnknownInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_DateInputs */
/** @typedef {{ day: NonNullable<unknown>, port: NonNullable<unknown> }} Tracking_Free_Day_At_PortInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_DaysInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_So_FarInputs */
/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_StoppedInputs */
/** @typedef {{ days: NonNullable<unknown>, hours: NonNullable<unknown> }} Tracking_Free_Days_HoursInputs */
/** @typedef {{}} Tracking_Free_Delivered_WithoutInputs */
/** @typedef {{}} Tracking_Free_End_UnreportedInputs */
/** @typedef {{}} Tracking_Free_Enter_DischargeInputs */
/** @typedef {{}} Tracking_Free_Enter_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Enter_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Entered_By_HandInputs */
/** @typedef {{}} Tracking_Free_Entry_IncompleteInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Entry_LabelInputs */
/** @typedef {{ moment: NonNullable<unknown>, when: NonNullable<unknown> }} Tracking_Free_Entry_Set_AsideInputs */
/** @typedef {{}} Tracking_Free_Events_LabelInputs */
/** @typedef {{}} Tracking_Free_Every_SizeInputs */
/** @typedef {{}} Tracking_Free_Fact_ChargeInputs */
/** @typedef {{}} Tracking_Free_Fact_ContainersInputs */
/** @typedef {{}} Tracking_Free_Fact_Days_ChargedInputs */
/** @typedef {{}} Tracking_Free_Fact_Free_DaysInputs */
/** @typedef {{}} Tracking_Free_Fact_Last_DayInputs */
/** @typedef {{}} Tracking_Free_Fact_Per_ContainerInputs */
/** @typedef {{}} Tracking_Free_Fact_PriceInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StartsInputs */
/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StopsInputs */
/** @typedef {{ days: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Free_Days_FromInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Tracking_Free_HoursInputs */
/** @typedef {{}} Tracking_Free_Lcl_ShipmentInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Tracking_Free_LeftInputs */
/** @typedef {{ duration: NonNullable<unknown>, day: NonNullable<unknown> }} Tracking_Free_Left_UntilInputs */
/** @typedef {{ when: NonNullable<unknown>, portTime: NonNullable<unknown>, by: NonNullable<unknown> }} Tracking_Free_MomentInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Tracking_Free_No_CurrencyInputs */
/** @typedef {{}} Tracking_Free_No_PortInputs */
/** @typedef {{}} Tracking_Free_No_PriceInputs */
/** @typedef {{}} Tracking_Free_No_TermsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_No_Terms_TextInputs */
/** @typedef {{}} Tracking_Free_Not_KnownInputs */
/** @typedef {{}} Tracking_Free_Not_ReportedInputs */
/** @typedef {{}} Tracking_Free_Not_Reported_YetInputs */
/** @typedef {{}} Tracking_Free_Not_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, notYet: NonNullable<unknown> }} Tracking_Free_Not_Started_TextInputs */
/** @typedef {{}} Tracking_Free_Not_YetInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_DischargedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReleasedInputs */
/** @typedef {{}} Tracking_Free_Not_Yet_ReturnedInputs */
/** @typedef {{}} Tracking_Free_Nothing_ChargedInputs */
/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_PastInputs */
/** @typedef {{ day: NonNullable<unknown>, sum: NonNullable<unknown> }} Tracking_Free_Past_DayInputs */
/** @typedef {{}} Tracking_Free_Past_DueInputs */
/** @typedef {{ name: NonNullable<unknown>, zone: NonNullable<unknown> }} Tracking_Free_Port_DaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_Port_No_ZoneInputs */
/** @typedef {{ port: NonNullable<unknown> }} Tracking_Free_Port_TimeInputs */
/** @typedef {{}} Tracking_Free_Port_Time_WordsInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ContainerInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ShipmentInputs */
/** @typedef {{}} Tracking_Free_Read_FailedInputs */
/** @typedef {{}} Tracking_Free_Reported_By_CarrierInputs */
/** @typedef {{ from: NonNullable<unknown>, through: NonNullable<unknown> }} Tracking_Free_SpanInputs */
/** @typedef {{}} Tracking_Free_Start_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Start_Unreported_TextInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_At_TerminalInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_OutInputs */
/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_Out_ShipmentInputs */
/** @typedef {{}} Tracking_Free_StoppedInputs */
/** @typedef {{ amounts: NonNullable<unknown> }} Tracking_Free_Stopped_ChargedInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_Entered_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_NoneInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_TextInputs */
/** @typedef {{}} Tracking_Free_Stopped_UnknownInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, containers: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_SumInputs */
/** @typedef {{ days: NonNullable<unknown> }} Tracking_Free_Sum_No_PriceInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_ShipmentInputs */
/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_Unknown_BoxesInputs */
/** @typedef {{}} Tracking_Free_The_DischargeInputs */
/** @typedef {{}} Tracking_Free_The_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_The_ReleaseInputs */
/** @typedef {{}} Tracking_Free_The_Start_DayInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_TimeInputs */
/** @typedef {{}} Tracking_Free_TitleInputs */
/** @typedef {{}} Tracking_Free_Title_DischargeInputs */
/** @typedef {{ city: NonNullable<unknown> }} Tracking_Free_Title_Discharge_AtInputs */
/** @typedef {{}} Tracking_Free_Title_Empty_ReturnInputs */
/** @typedef {{}} Tracking_Free_Title_ReleaseInputs */
/** @typedef {{}} Tracking_Free_Total_IncompleteInputs */
/** @typedef {{}} Tracking_Free_Total_OpenInputs */
/** @typedef {{}} Tracking_Free_Under_HourInputs */
/** @typedef {{}} Tracking_Free_Warning_UnreportedInputs */
/** @typedef {{}} Tracking_GoodsInputs */
/** @typedef {{}} Tracking_Goods_Col_KindInputs */
/** @typedef {{}} Tracking_Goods_Col_QtyInputs */
/** @typedef {{}} Tracking_Goods_Col_SizeInputs */
/** @typedef {{}} Tracking_Goods_Col_UnitInputs */
/** @typedef {{}} Tracking_Goods_Col_WeightInputs */
/** @typedef {{}} Tracking_Goods_CustomsInputs */
/** @typedef {{}} Tracking_Goods_Delivery_NotesInputs */
/** @typedef {{}} Tracking_Goods_DocumentsInputs */
/** @typedef {{}} Tracking_Goods_InsuranceInputs */
/** @typedef {{}} Tracking_Goods_Pickup_HoursInputs */
/** @typedef {{}} Tracking_Goods_Pickup_NotesInputs */
/** @typedef {{}} Tracking_Goods_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Goods_Unit_LinesInputs */
/** @typedef {{}} Tracking_Goods_UnitsInputs */
/** @typedef {{}} Tracking_Goods_ValueInputs */
/** @typedef {{}} Tracking_Link_FailedInputs */
/** @typedef {{}} Tracking_Link_OpenInputs */
/** @typedef {{}} Tracking_Link_UnsafeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_CountInputs */
/** @typedef {{}} Tracking_List_KeysInputs */
/** @typedef {{}} Tracking_List_Load_FailedInputs */
/** @typedef {{}} Tracking_List_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_MatchingInputs */
/** @typedef {{}} Tracking_List_RefreshInputs */
/** @typedef {{}} Tracking_List_Refresh_TitleInputs */
/** @typedef {{ total: NonNullable<unknown> }} Tracking_List_Service_TotalInputs */
/** @typedef {{}} Tracking_List_TitleInputs */
/** @typedef {{}} Tracking_Messages_AppearInputs */
/** @typedef {{ number: NonNullable<unknown> }} Tracking_Messages_LegInputs */
/** @typedef {{}} Tracking_Messages_Load_FailedInputs */
/** @typedef {{}} Tracking_Messages_LoadingInputs */
/** @typedef {{}} Tracking_Messages_No_CodeInputs */
/** @typedef {{}} Tracking_Messages_No_TextInputs */
/** @typedef {{}} Tracking_Messages_None_Of_ThisInputs */
/** @typedef {{}} Tracking_Messages_None_YetInputs */
/** @typedef {{}} Tracking_Messages_NoteInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Tracking_Messages_OthersInputs */
/** @typedef {{}} Tracking_Messages_TimelineInputs */
/** @typedef {{}} Tracking_Messages_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_MoreInputs */
/** @typedef {{}} Tracking_NoInputs */
/** @typedef {{}} Tracking_Not_GivenInputs */
/** @typedef {{}} Tracking_OriginInputs */
/** @typedef {{}} Tracking_Route_TitleInputs */
/** @typedef {{}} Tracking_Search_HintInputs */
/** @typedef {{}} Tracking_Search_LabelInputs */
/** @typedef {{}} Tracking_Search_PlaceholderInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tracking_Search_Too_LongInputs */
/** @typedef {{ quote: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_TitleInputs */
/** @typedef {{ quote: NonNullable<unknown>, customer: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_Title_CustomerInputs */
/** @typedef {{}} Tracking_Shipment_CodeInputs */
/** @typedef {{}} Tracking_Switch_HintInputs */
/** @typedef {{}} Tracking_Switch_LabelInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OffInputs */
/** @typedef {{}} Tracking_Switch_Maybe_OnInputs */
/** @typedef {{}} Tracking_Switch_OffInputs */
/** @typedef {{}} Tracking_Switch_Off_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_Off_FailedInputs */
/** @typedef {{}} Tracking_Switch_OnInputs */
/** @typedef {{}} Tracking_Switch_On_DoneInputs */
/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_On_FailedInputs */
/** @typedef {{}} Tracking_Switch_Read_AgainInputs */
/** @typedef {{}} Tracking_Switch_RefusedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Tracking_Switch_Refused_BecauseInputs */
/** @typedef {{}} Tracking_Switch_SwitchingInputs */
/** @typedef {{}} Tracking_Switch_Unknown_HintInputs */
/** @typedef {{}} Tracking_UnlistedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Tracking_Unlisted_TitleInputs */
/** @typedef {{}} Tracking_YesInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_DecimalInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_WholeInputs */
import * as registry from "../registry.js"


export const app_name = /** @type {(inputs: App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk`)
};

export const app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abriendo ${i?.screen}…`)
};

export const app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una parte de Freight Desk no se pudo cargar. Reinicie la aplicación; si sigue ocurriendo, vuelva a instalarla.`)
};

export const app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} no pudo mostrar lo que recibió`)
};

export const app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una parte de esta pantalla falló al mostrar lo que envió el servicio de transporte${i?.detail}. Vuelva a intentarlo; si sigue ocurriendo, comuníquelo junto con lo que estaba haciendo.`)
};

export const app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir ${i?.screen}`)
};

export const app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

export const appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oscuro`)
};

export const appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se ve y en qué idioma habla Freight Desk en este equipo.`)
};

export const appearance_language = /** @type {(inputs: Appearance_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema sigue el idioma de su sistema operativo: español para cualquier variante del español, inglés en los demás casos. Fechas, números e importes lo siguen.`)
};

export const appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el idioma`)
};

export const appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claro`)
};

export const appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de apariencia`)
};

export const appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema`)
};

export const appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema`)
};

export const appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema sigue el ajuste claro u oscuro de su sistema operativo.`)
};

export const appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el tema`)
};

export const appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apariencia`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fecha de`)
};

export const as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no obtenido`)
};

export const as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia guardada a fecha de`)
};

export const autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún resultado (${i?.noun}) para «${i?.searched}». Revise la ortografía o pruebe con otro nombre o código.`)
};

export const autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta guardada de una búsqueda anterior:`)
};

export const autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando «${i?.searched}»…`)
};

export const autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerencias`)
};

export const basket_remove = /** @type {(inputs: Basket_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.file}`)
};

export const booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir línea de carga`)
};

export const booking_cargo_add_of_container = /** @type {(inputs: Booking_Cargo_Add_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir línea de carga al contenedor ${i?.container}`)
};

export const booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Línea de carga ${i?.line}`)
};

export const booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del contenedor ${i?.container}`)
};

export const booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la línea de carga ${i?.line}`)
};

export const booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la línea de carga ${i?.line} del contenedor ${i?.container}`)
};

export const booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

export const booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contenedor ${i?.container}`)
};

export const booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir contenedor`)
};

export const booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contenedor ${i?.container}, línea de carga ${i?.line}`)
};

export const booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar el contenedor ${i?.container}`)
};

export const booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`la reserva describe uno.`);
	return /** @type {LocalizedString} */ (`la reserva describe ${i?.shown}.`)
	
};

export const booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La cotización es para un contenedor;`);
	return /** @type {LocalizedString} */ (`La cotización es para ${i?.shown} contenedores;`)
	
};

export const booking_drafts_description = /** @type {(inputs: Booking_Drafts_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} formulario rellenado en este escritorio y aún sin reservar, el más reciente primero`);
	return /** @type {LocalizedString} */ (`${i?.shown} formularios rellenados en este escritorio y aún sin reservar, el más reciente primero`)
	
};

export const booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guardado`)
};

export const booking_drafts_no_carrier = /** @type {(inputs: Booking_Drafts_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transportista no indicado`)
};

export const booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha escrito ningún contacto`)
};

export const booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`su cotización ya no está entre las cotizaciones guardadas`)
};

export const booking_drafts_read_failed = /** @type {(inputs: Booking_Drafts_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las reservas en curso`)
};

export const booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar`)
};

export const booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cotización guardada`)
};

export const booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la reserva de ${i?.mode}`)
};

export const booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el formulario de ${i?.mode}`)
};

export const booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas en curso`)
};

export const booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

export const booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calle, código postal y ciudad.`)
};

export const booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

export const booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona de contacto`)
};

export const booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de entrega`)
};

export const booking_field_description = /** @type {(inputs: Booking_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo EDI`)
};

export const booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 204`)
};

export const booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código HS`)
};

export const booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 8401.10`)
};

export const booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterm`)
};

export const booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterms 2020.`)
};

export const booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional.`)
};

export const booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

export const booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefijo telefónico`)
};

export const booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin el +, p. ej. 34.`)
};

export const booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida desde`)
};

export const booking_field_pickup_notes = /** @type {(inputs: Booking_Field_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de recogida`)
};

export const booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muelle, horario, por quién preguntar.`)
};

export const booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida hasta`)
};

export const booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantidad`)
};

export const booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer seguimiento de este envío`)
};

export const booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento del transportista a medida que avanza el envío.`)
};

export const booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volumen`)
};

export const booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`antes de volver a reservarla.`)
};

export const booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y reserve una cotización vigente.`)
};

export const booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservado.`)
};

export const booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservado: envío ${i?.code}.`)
};

export const booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar Seguimiento`)
};

export const booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar en Seguimiento los envíos de ${i?.agency}`)
};

export const booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intento anterior de reservar esta cotización terminó con un resultado desconocido.`)
};

export const booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta cotización caducó el ${i?.date}; no se puede reservar.`)
};

export const booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reserva no se hizo`)
};

export const booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rellenado a partir de la tarificación: ${i?.filled}. Revíselo y añada lo que la tarificación no pedía.`)
};

export const booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio del transportista ya no está garantizado:`)
};

export const booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vuelva a tarificar el envío`)
};

export const booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando la reserva…`)
};

export const booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulte primero Seguimiento: si aparece allí un envío nuevo, la reserva se hizo. Solo si no aparece, vuelva y reserve de nuevo.`)
};

export const booking_flow_unknown_check_with = /** @type {(inputs: Booking_Flow_Unknown_Check_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulte primero Seguimiento: si aparece allí un envío nuevo con ${i?.agency}, la reserva se hizo. Solo si no aparece, vuelva y reserve de nuevo.`)
};

export const booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No vuelva a reservar esta cotización todavía.`)
};

export const booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk envió la reserva, pero lo que volvió (o lo que no volvió) no dice si el servicio reservó el envío.`)
};

export const booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la reserva se haya hecho o no`)
};

export const booking_form_choose_incoterm = /** @type {(inputs: Booking_Form_Choose_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un incoterm`)
};

export const booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una hora`)
};

export const booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de la reserva`)
};

export const booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El transportista necesita una franja de al menos ${i?.shown} minuto.`);
	return /** @type {LocalizedString} */ (`El transportista necesita una franja de al menos ${i?.shown} minutos.`)
	
};

export const booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un campo necesita atención antes de poder revisar la reserva.`);
	return /** @type {LocalizedString} */ (`${i?.shown} campos necesitan atención antes de poder revisar la reserva.`)
	
};

export const booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente paso: revíselo todo una vez más y reserve.`)
};

export const booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

export const booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar la reserva`)
};

export const booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las horas de recogida que ofrece el transportista…`)
};

export const booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no ofreció horas de recogida: escríbalas como hh:mm (24 h).`)
};

export const booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas que ofrece el transportista.`)
};

export const booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron pedir las horas de recogida del transportista (${i?.reason}): escríbalas como hh:mm (24 h).`)
};

export const booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Cotizaciones`)
};

export const booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto no parece un código HS (4, 6, 8 o 10 dígitos, con puntos o sin ellos). El servicio lo acepta, pero nunca confirma una reserva con un código no válido.`)
};

export const booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, código HS «${i?.code}»: ${i?.warning}`)
};

export const booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código HS «${i?.code}»: ${i?.warning}`)
};

export const booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} reserva en esta cuenta, las más recientes primero. Abra una para seguirla en Seguimiento.`);
	return /** @type {LocalizedString} */ (`${i?.shown} reservas en esta cuenta, las más recientes primero. Abra una para seguirla en Seguimiento.`)
	
};

export const booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los envíos reservados en esta cuenta, los más recientes primero.`)
};

export const booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una reserva parte de una tarifa: tarifique el envío y elija Reservar en la tarifa que quiera, o Reservar en una cotización guardada en Cotizaciones.`)
};

export const booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay reservas`)
};

export const booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las reservas`)
};

export const booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo las reservas…`)
};

export const booking_list_title = /** @type {(inputs: Booking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas`)
};

export const booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cotizaciones del modo ${i?.mode} no se pueden reservar en Freight Desk: el servicio de transporte solo reserva ${i?.modes}.`)
};

export const booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el envío`)
};

export const booking_prefill_cargo_lines = /** @type {(inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`una línea de carga`);
	return /** @type {LocalizedString} */ (`${i?.shown} líneas de carga`)
	
};

export const booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`el contenedor y los pesos`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores y sus pesos`)
	
};

export const booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la descripción de la mercancía`)
};

export const booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los lugares de la tarificación en las direcciones`)
};

export const booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se reservó desde este escritorio como el envío`)
};

export const booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización ya se ha reservado`)
};

export const booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte solo reserva envíos de ${i?.modes}.`)
};

export const booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no sabe de qué tipo es esta cotización`)
};

export const booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cotizaciones guardadas`)
};

export const booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la cotización guardada…`)
};

export const booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que ya se haya reservado o eliminado. Busque el envío en Seguimiento o elija otra cotización.`)
};

export const booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización no está entre sus cotizaciones guardadas`)
};

export const booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; el servicio ya no la muestra como cotización guardada.`)
};

export const booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cotizaciones de tipo ${i?.mode} no se pueden reservar aquí`)
};

export const booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ábrala desde la pantalla Cotizaciones, que indica su tipo.`)
};

export const booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo desconocido`)
};

export const booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío`)
};

export const booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a editar`)
};

export const booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar el envío`)
};

export const booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservando…`)
};

export const booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea de carga`)
};

export const booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas de carga`)
};

export const booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto es todo lo que Freight Desk enviará para reservar esta cotización (${i?.mode}). Todavía no se ha enviado nada.`)
};

export const booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revíselo dos veces antes de reservar`)
};

export const booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para reservar hace falta el servicio.`)
};

export const booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise la reserva`)
};

export const booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser una dirección de correo electrónico`)
};

export const booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un código Incoterms 2020 (${i?.codes})`)
};

export const booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} es obligatorio en las reservas marítimas`)
};

export const booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser mayor que 0`)
};

export const booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos una línea de carga`)
};

export const booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada contenedor necesita al menos una línea de carga`)
};

export const booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un contenedor`)
};

export const booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} se escribe sin el signo +`)
};

export const booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la cotización elegida`)
};

export const booking_rule_required = /** @type {(inputs: Booking_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} es obligatorio`)
};

export const booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser una hora hh:mm o hh:mm:ss`)
};

export const booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser posterior a ${i?.earlier}`)
};

export const booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones guardadas`)
};

export const booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carga`)
};

export const booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada tipo de mercancía del envío.`)
};

export const booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores y carga`)
};

export const booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué va en cada contenedor. Freight Desk numera por sí mismo los contenedores y las líneas de carga.`)
};

export const booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto en destino`)
};

export const booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién recibe la mercancía y dónde.`)
};

export const booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto en origen`)
};

export const booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién entrega la mercancía y dónde.`)
};

export const booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida y entrega`)
};

export const booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La franja de recogida del día de recogida y las notas para el conductor.`)
};

export const booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones`)
};

export const booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién paga qué y si se hace seguimiento del envío.`)
};

export const booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar otra cotización guardada`)
};

export const booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de reserva`)
};

export const booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio aceptó la reserva de la cotización (${i?.mode}). Guarde estos códigos para el transportista y el cliente.`)
};

export const booking_success_lead_with = /** @type {(inputs: Booking_Success_Lead_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio aceptó la reserva de la cotización de ${i?.agency} (${i?.mode}). Guarde estos códigos para el transportista y el cliente.`)
};

export const booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no lo indicó`)
};

export const booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de envío`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservado`)
};

export const booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de seguimiento`)
};

export const booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio envió una dirección de seguimiento que no es un enlace web; Freight Desk no la abre.`)
};

export const booking_summary_days = /** @type {(inputs: Booking_Summary_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

export const booking_summary_delivery = /** @type {(inputs: Booking_Summary_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducada`)
};

export const booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

export const booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista no indicado`)
};

export const booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin caducidad indicada`)
};

export const booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const booking_summary_price = /** @type {(inputs: Booking_Summary_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicado`)
};

export const booking_summary_quote = /** @type {(inputs: Booking_Summary_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización`)
};

export const booking_summary_saved_quote = /** @type {(inputs: Booking_Summary_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

export const booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estado aduanero cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} estados aduaneros cambiados`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ETA modificada`);
	return /** @type {LocalizedString} */ (`${i?.count} ETA modificadas`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos cambiados`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento subido`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos subidos`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento validado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos validados`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`);
	return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tiempo libre por agotarse`);
	return /** @type {LocalizedString} */ (`${i?.count} tiempos libres por agotarse`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes nuevos`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} recogida modificada`);
	return /** @type {LocalizedString} */ (`${i?.count} recogidas modificadas`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.status}`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ya no listado`);
	return /** @type {LocalizedString} */ (`${i?.count} ya no listados`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ya no está subido`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.status}`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: estado de validación retirado (era ${i?.was})`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un documento`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: subido`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: validado`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: pasado el último día libre (${i?.day}), se acumula el cargo`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, pasado el último día libre (${i?.day}), se acumula el cargo`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: último día libre ${i?.day}, quedan 48 horas o menos`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, último día libre ${i?.day}, quedan 48 horas o menos`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos nuevos`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece en la lista un envío reservado en otro lugar (no los que reserva aquí).`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado aduanero`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado aduanero de un envío cambió (pendiente, despachado, retenido…).`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ETA modificada`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha estimada de entrega de un envío cambió.`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de documentos`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un documento obligatorio se subió, se validó o se rechazó (visto fuera de la pantalla Documentos).`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre a punto de agotarse`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un envío marítimo reservado está a 48 horas o menos de su último día libre (demora, detención, almacenaje), o lo ha pasado, con su reloj en marcha.`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento nuevos`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes nuevos encontrados al descargar en segundo plano los mensajes de un envío (no mientras los lee).`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de recogida modificada`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida de un envío cambió.`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios de estado`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de seguimiento de un envío cambió (recogido, en tránsito, entregado…).`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no listados`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio dejó de listar un envío; el escritorio lo conserva.`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`descarga`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devolución del vacío`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retirada`)
};

export const choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir ficheros…`)
};

export const choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No elegir ninguno`)
};

export const company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir logotipo…`)
};

export const company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se imprime en la cabecera de cada PDF de cotización que envía a un cliente.`)
};

export const company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logotipo`)
};

export const company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Logotipo de la empresa: ${i?.file}`)
};

export const company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} · ${i?.width} × ${i?.height} px · ${i?.size}`)
};

export const company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG o JPEG, como máximo ${i?.size}. Se imprime a 150 × 54 pt como máximo, sin deformarlo.`)
};

export const company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la empresa`)
};

export const company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como le conocen sus clientes, p. ej. «Acme Forwarding S.L.»`)
};

export const company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el nombre de la empresa`)
};

export const company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin logotipo`)
};

export const company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar logotipo`)
};

export const company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituir logotipo…`)
};

export const company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

export const company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

export const connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la conexión…`)
};

export const copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado`)
};

export const copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar: seleccione el texto`)
};

export const copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiar ${i?.what}`)
};

export const date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd`)
};

export const date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

export const date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aaaa`)
};

export const dismiss = /** @type {(inputs: DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} fallido`);
	return /** @type {LocalizedString} */ (`${i?.shown} fallidos`)
	
};

export const documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subidas terminadas: ${i?.parts}.`)
};

export const documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido: revise la lista`);
	return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido: revise la lista`)
	
};

export const documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} subido`);
	return /** @type {LocalizedString} */ (`${i?.shown} subidos`)
	
};

export const documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un documento`)
};

export const documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un documento…`)
};

export const documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir archivos…`)
};

export const documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elija el documento de ${i?.files}.`)
};

export const documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar`)
};

export const documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar las terminadas`)
};

export const documents_download = /** @type {(inputs: Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar`)
};

export const documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte archivos aquí o use «Elegir archivos…». Se aceptan: PDF, imágenes, documentos de Office, CSV y texto, ${i?.limit}.`)
};

export const documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte para subir a ${i?.shipment}`)
};

export const documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte para subirlo como ${i?.name}`)
};

export const documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí aparece su lista de documentos: lo que se exige, lo que ya se ha subido y las plantillas en blanco.`)
};

export const documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un envío`)
};

export const documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su archivo no está en este equipo: para abrirlo hace falta el servicio.`)
};

export const documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el guardado de ${i?.name}.`)
};

export const documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se guardó`)
};

export const documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los documentos de ${i?.shipment}`)
};

export const documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la lista de documentos…`)
};

export const documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no indica ningún documento que subir para ${i?.shipment}.`)
};

export const documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay documentos para este envío`)
};

export const documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin subir`)
};

export const documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para subir hace falta el servicio: los archivos que suelte o elija esperan abajo hasta que vuelva.`)
};

export const documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo no se subió: ${i?.reason}`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos no se subieron: ${i?.reason}`)
	
};

export const documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

export const documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió con los documentos de otro envío (${i?.ids}) en lugar de los de ${i?.shipment}. Freight Desk no los muestra como de este envío; vuelva a intentarlo y, si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La respuesta del servicio también incluía ${i?.shown} documento de otro envío (${i?.ids}); no se muestra aquí.`);
	return /** @type {LocalizedString} */ (`La respuesta del servicio también incluía ${i?.shown} documentos de otro envío (${i?.ids}); no se muestran aquí.`)
	
};

export const documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte un archivo sobre un documento para subirlo ahí, o suelte varios en cualquier parte de este panel y elija a dónde va cada uno.`)
};

export const documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documentos de ${i?.shipment}`)
};

export const documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subido`)
};

export const documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

export const documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo`)
};

export const documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

export const documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin enviar`)
};

export const documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

export const documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado desconocido`)
};

export const documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera`)
};

export const documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos recientes`)
};

export const documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envíos que coinciden con ${i?.searched}`)
};

export const documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar de envío`)
};

export const documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código del envío`)
};

export const documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para ver los envíos más recientes`)
};

export const documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

export const documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

export const documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un envío reservado por su código o elija uno reciente.`)
};

export const documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantener ${i?.code}`)
};

export const documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron listar los envíos`)
};

export const documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío en la lista`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos en la lista`)
	
};

export const documents_picker_loading_recent = /** @type {(inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los envíos recientes…`)
};

export const documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando ${i?.searched}…`)
};

export const documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando el envío…`)
};

export const documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío coincide con ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos coinciden con ${i?.searched}`)
	
};

export const documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero las recogidas más recientes`)
};

export const documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con ${i?.searched}`)
};

export const documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay envíos`)
};

export const documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos aparecen aquí una vez reservados.`)
};

export const documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en Seguimiento`)
};

export const documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver documentos`)
};

export const documents_picker_title = /** @type {(inputs: Documents_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

export const documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.uploaded} de ${i?.required}`)
};

export const documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`documento obligatorio subido`);
	return /** @type {LocalizedString} */ (`documentos obligatorios subidos`)
	
};

export const documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}»`)
};

export const documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo listo: compruebe a qué documento va y súbalo.`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos listos: compruebe a qué documento va cada uno y súbalos.`)
	
};

export const documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo no se envió; vea los motivos en Subidas.`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos no se enviaron; vea los motivos en Subidas.`)
	
};

export const documents_reload = /** @type {(inputs: Documents_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

export const documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar la lista`)
};

export const documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio`)
};

export const documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subir ${i?.file} como`)
};

export const documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin subir.`)
};

export const documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada archivo se propone para el documento cuyo nombre coincide con el suyo o, si no, para el primer documento obligatorio aún sin subir. Cambie lo que haga falta antes de subirlos.`)
};

export const documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos para subir`)
};

export const documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} en curso`);
	return /** @type {LocalizedString} */ (`${i?.shown} en curso`)
	
};

export const documents_summary_done = /** @type {(inputs: Documents_Summary_DoneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} subido`);
	return /** @type {LocalizedString} */ (`${i?.shown} subidos`)
	
};

export const documents_summary_failed = /** @type {(inputs: Documents_Summary_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} fallido`);
	return /** @type {LocalizedString} */ (`${i?.shown} fallidos`)
	
};

export const documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} listo`);
	return /** @type {LocalizedString} */ (`${i?.shown} listos`)
	
};

export const documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} sin enviar`);
	return /** @type {LocalizedString} */ (`${i?.shown} sin enviar`)
	
};

export const documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido`);
	return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido`)
	
};

export const documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista de documentos de ${i?.shipment}`)
};

export const documents_table_col_actions = /** @type {(inputs: Documents_Table_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento`)
};

export const documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observaciones`)
};

export const documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (opcional)`)
};

export const documents_target_optional_uploaded = /** @type {(inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (opcional, ya subido)`)
};

export const documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (obligatorio)`)
};

export const documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (obligatorio, ya subido)`)
};

export const documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plantilla`)
};

export const documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plantilla ${i?.name}.${i?.extension}`)
};

export const documents_template_save_cancelled = /** @type {(inputs: Documents_Template_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el guardado de la plantilla de ${i?.name}.`)
};

export const documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La plantilla de ${i?.name} no se guardó`)
};

export const documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el documento`)
};

export const documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este envío`)
};

export const documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`puede que ${i?.shown} archivo se haya subido o no`);
	return /** @type {LocalizedString} */ (`puede que ${i?.shown} archivos se hayan subido o no`)
	
};

export const documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`puede que ${i?.file} se haya subido o no`)
};

export const documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de arriba se ha vuelto a leer: si el documento figura ahora como subido, el archivo llegó. Vuelva a subirlo solo si no figura.`)
};

export const documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento`)
};

export const documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir…`)
};

export const documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a subir…`)
};

export const documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Subir ${i?.shown} archivo`);
	return /** @type {LocalizedString} */ (`Subir ${i?.shown} archivos`)
	
};

export const documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.mib} MiB cada uno`)
};

export const documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no aceptó el archivo.`)
};

export const documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló por un motivo desconocido.`)
};

export const documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subido el ${i?.when}`)
};

export const documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo ${i?.file} como ${i?.document}.`)
};

export const documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subidas`)
};

export const draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador recuperado de`)
};

export const draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador guardado`)
};

export const edit = /** @type {(inputs: EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: ahora no se pudo consultar al servicio, así que esto es lo que guardó el escritorio.`)
};

export const error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk lo volverá a intentar por su cuenta en unos segundos.`)
};

export const export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencia`)
};

export const export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

export const export_currency = /** @type {(inputs: Export_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

export const export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(moneda no indicada)`)
};

export const export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

export const export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo por tiempo libre`)
};

export const export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda del tiempo libre`)
};

export const export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día libre`)
};

export const export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

export const export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

export const export_pickup = /** @type {(inputs: Export_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const export_price = /** @type {(inputs: Export_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const export_status = /** @type {(inputs: Export_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (dirección inalcanzable). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida acceso a su proveedor del servicio de transporte.`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte dejó de enviar su respuesta a «${i?.op}» durante ${i?.seconds} s.`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}». Compruebe su conexión y vuelva a intentarlo.`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intento). Compruebe su conexión y vuelva a intentarlo.`);
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intentos). Compruebe su conexión y vuelva a intentarlo.`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}», así que se desconoce su resultado.`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se canceló «${i?.op}».`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probablemente la URL base del perfil, o la versión de la API que incluye, es incorrecta: revísela en Ajustes.`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe su conexión y vuelva a intentarlo.`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» se detuvo porque se cerró la conexión con el servicio de transporte (cambio de perfil o cierre de la aplicación).`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} en ${i?.seconds} s. Compruebe su conexión y la dirección del servicio (la URL base del perfil) y vuelva a intentarlo.`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (conexión rechazada). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no permite a esta cuenta «${i?.op}».`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no respondió a «${i?.op}» en ${i?.seconds} s.`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos no son válidos.`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló dentro de Freight Desk. Vuelva a intentarlo; si sigue ocurriendo, reinicie la aplicación.`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dijo: «${i?.message}».`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(y ${i?.count} más)`);
	return /** @type {LocalizedString} */ (`(y ${i?.count} más)`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte en ${i?.host} no ofrece «${i?.op}» en esta dirección (HTTP 404).`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no encontró nada para «${i?.op}».`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cambió nada: puede que lo que usó ya no exista o esté desactualizado; vuelva a cargarlo antes de nada.`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el identificador o el código.`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: parámetro ${i?.problem}.`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: petición ${i?.problem}.`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}»: ${i?.message}`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» sin dar un motivo.`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}»: ${i?.reason}. Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» (HTTP ${i?.status}). Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte dejó de esperar «${i?.op}». Vuelva a intentarlo.`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}).`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intento.`);
	return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intentos.`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte informó de un fallo en «${i?.op}» (HTTP ${i?.status}).`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla. Acote la petición (menos elementos, un periodo más corto) o consulte a su proveedor.`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no llevó a cabo «${i?.op}» (HTTP ${i?.status}) y su respuesta superaba ${i?.limit} MiB, demasiado grande para leerla. Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla, así que se desconoce el resultado.`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere un minuto y vuelva a intentarlo.`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere ${i?.seconds} s y vuelva a intentarlo.`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pidió esperar ${i?.seconds} s; vuelva a intentarlo entonces.`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo en unos minutos.`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no aceptó la sesión para «${i?.op}», ni tras volver a iniciarla. Compruebe la clave y el secreto de la API del perfil.`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió a «${i?.op}» con un estado HTTP inesperado, ${i?.status}.`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk no tiene ninguna función llamada ${i?.channel}.`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puede que se haya hecho o no: compruebe ${i?.check} antes de volver a intentarlo.`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» que Freight Desk no puede leer (${i?.problem}).`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte aceptó «${i?.op}» pero envió una respuesta que Freight Desk no puede leer (${i?.problem}).`)
};

export const keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay clave ni secreto de API guardados para «${i?.name}». Introdúzcalos en Ajustes.`)
};

export const keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clave y el secreto de API guardados para «${i?.name}» se dieron para ${i?.kept}, pero el perfil apunta ahora a ${i?.origin}. Introduzca la clave y el secreto de ese servicio en Ajustes.`)
};

export const keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El llavero del sistema no está disponible, así que las credenciales de la API no se pueden guardar ni leer. En Linux, instale y desbloquee un llavero de Secret Service (por ejemplo GNOME Keyring); en macOS y Windows, compruebe que el llavero está desbloqueado.`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando`)
};

export const logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué falló y cuándo, escrito en un fichero de este equipo. Nunca se escriben en él claves, secretos ni tokens.`)
};

export const logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron mostrar los registros`)
};

export const logs_title = /** @type {(inputs: Logs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registros`)
};

export const lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA`)
};

export const lookups_airports_could_not = /** @type {(inputs: Lookups_Airports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron buscar aeropuertos`)
};

export const lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} aeropuerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} aeropuertos para ${i?.searched}`)
	
};

export const lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuertos por nombre, ciudad o código IATA, para tarificar y reservar envíos aéreos.`)
};

export const lookups_airports_empty_text = /** @type {(inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la ortografía o pruebe con el código IATA o el nombre de la ciudad en inglés.`)
};

export const lookups_airports_found = /** @type {(inputs: Lookups_Airports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se encontró ${i?.shown} aeropuerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`Se encontraron ${i?.shown} aeropuertos para ${i?.searched}`)
	
};

export const lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un código IATA de tres letras, una ciudad o parte del nombre del aeropuerto, y pulse Intro.`)
};

export const lookups_airports_idle_title = /** @type {(inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un aeropuerto`)
};

export const lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, ciudad o código IATA`)
};

export const lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún aeropuerto para ${i?.searched}`)
};

export const lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. BCN, Fráncfort, Heathrow`)
};

export const lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de aeropuertos falló`)
};

export const lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando aeropuertos para ${i?.searched}…`)
};

export const lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuertos`)
};

export const lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 letras de un nombre, una ciudad o un código IATA`)
};

export const lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} para ${i?.searched}`)
};

export const lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

export const lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

export const lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordenadas`)
};

export const lookups_col_country = /** @type {(inputs: Lookups_Col_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const lookups_col_name = /** @type {(inputs: Lookups_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño`)
};

export const lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frigorífico`)
};

export const lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tipo de contenedor`);
	return /** @type {LocalizedString} */ (`${i?.shown} tipos de contenedor`)
	
};

export const lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tipos de contenedor marítimo que el servicio tarifica y reserva.`)
};

export const lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de contenedor`)
};

export const lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los tipos de contenedor…`)
};

export const lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tipos de contenedor`)
};

export const lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} pies`)
};

export const lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de contenedor`)
};

export const lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E`)
};

export const lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio respondió con una lista vacía.`)
};

export const lookups_no = /** @type {(inputs: Lookups_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

export const lookups_pallets_col_size = /** @type {(inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo × ancho × alto`)
};

export const lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tipo de palé`);
	return /** @type {LocalizedString} */ (`${i?.shown} tipos de palé`)
	
};

export const lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los palés que el servicio tarifica, con sus medidas estándar.`)
};

export const lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de palé`)
};

export const lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altura no fija`)
};

export const lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los tipos de palé…`)
};

export const lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tipos de palé`)
};

export const lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas indicadas en cada envío`)
};

export const lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de palé`)
};

export const lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código RKST`)
};

export const lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

export const lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron buscar puertos`)
};

export const lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} puerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} puertos para ${i?.searched}`)
	
};

export const lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puertos marítimos por ciudad, con los códigos que necesita una tarificación o reserva marítima.`)
};

export const lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la ortografía o pruebe con el nombre de la ciudad en inglés o en su propio idioma.`)
};

export const lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se encontró ${i?.shown} puerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`Se encontraron ${i?.shown} puertos para ${i?.searched}`)
	
};

export const lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba el nombre de una ciudad y pulse Intro. Se listan los puertos de todos los países que tienen esa ciudad.`)
};

export const lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un puerto`)
};

export const lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la ciudad`)
};

export const lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún puerto para ${i?.searched}`)
};

export const lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Barcelona, Rotterdam, Shanghái`)
};

export const lookups_ports_search_failed = /** @type {(inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de puertos falló`)
};

export const lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando puertos para ${i?.searched}…`)
};

export const lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puertos`)
};

export const lookups_ports_too_short = /** @type {(inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 letras del nombre de una ciudad`)
};

export const lookups_postal_col_code = /** @type {(inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

export const lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Región`)
};

export const lookups_postal_could_not = /** @type {(inputs: Lookups_Postal_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron buscar códigos postales`)
};

export const lookups_postal_count = /** @type {(inputs: Lookups_Postal_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} código postal para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} códigos postales para ${i?.searched}`)
	
};

export const lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales por ciudad, o ciudades por código postal, con su región y su posición.`)
};

export const lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el país y la ortografía; un código postal puede escribirse en parte («080»).`)
};

export const lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se encontró ${i?.shown} código postal para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`Se encontraron ${i?.shown} códigos postales para ${i?.searched}`)
	
};

export const lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el país, escriba una ciudad o los primeros dígitos de un código postal, y pulse Intro.`)
};

export const lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un código postal`)
};

export const lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

export const lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún código postal para ${i?.searched}`)
};

export const lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Barcelona, 08001, Lyon`)
};

export const lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de códigos postales falló`)
};

export const lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando códigos postales para ${i?.searched}…`)
};

export const lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales`)
};

export const lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 caracteres de una ciudad o un código postal`)
};

export const lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}»`)
};

export const lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

export const lookups_search = /** @type {(inputs: Lookups_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

export const lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O`)
};

export const lookups_yes = /** @type {(inputs: Lookups_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} se ha escrito, pero su carpeta no se pudo volcar al disco (${i?.detail}); un corte de luz ahora podría deshacer el cambio.`)
};

export const main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo está vacío`)
};

export const main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es un JSON válido (${i?.detail})`)
};

export const main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} no se pudo leer (${i?.reason}); se ha guardado como ${i?.keptAs} y se usan los valores predeterminados.`)
};

export const main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no contiene lo que Freight Desk espera (${i?.problem})`)
};

export const main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenido inesperado`)
};

export const main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no es una imagen PNG ni JPEG. Elija un archivo .png o .jpg.`)
};

export const main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ocupa ${i?.size} MiB; un logotipo puede ocupar como máximo ${i?.limit} MiB. Guarde un PNG o JPEG más pequeño.`)
};

export const main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se pudo leer como imagen: puede estar dañado. Expórtelo de nuevo como PNG o JPEG.`)
};

export const main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave de la API es obligatoria`)
};

export const main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de la API es obligatorio`)
};

export const main_profile_key_and_secret = /** @type {(inputs: Main_Profile_Key_And_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca tanto la clave como el secreto de la API.`)
};

export const main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca tanto la clave como el secreto de la API`)
};

export const main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La entrada del llavero del perfil «${i?.name}» (${i?.id}) no se pudo restaurar tras fallar el guardado del archivo de ajustes: ${i?.detail}`)
};

export const main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya existe un perfil llamado «${i?.name}».`)
};

export const main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe un perfil con este nombre`)
};

export const main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un perfil nuevo necesita una clave y un secreto de la API.`)
};

export const main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil Sandbox viene incluido y no se puede cambiar.`)
};

export const main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil Sandbox viene incluido y no se puede eliminar.`)
};

export const main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún perfil con el id ${i?.id}.`)
};

export const main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de la empresa debe tener como máximo 120 caracteres`)
};

export const main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma es system, es o en`)
};

export const main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo escribir su archivo de ajustes ${i?.path} (${i?.why}), así que no se cambió nada. Compruebe que el disco tiene espacio libre y que se puede escribir en la carpeta, y vuelva a intentarlo.`)
};

export const main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un interruptor de aviso está activado (true) o desactivado (false)`)
};

export const main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cargos se imprimen por cargo o en una sola línea`)
};

export const main_settings_pdf_name_carrier = /** @type {(inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombrar al transportista está activado (true) o desactivado (false)`)
};

export const main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las condiciones deben tener como máximo 240 caracteres`)
};

export const main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser como máximo 1440 (un día)`)
};

export const main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser 0 (desactivado) o más`)
};

export const main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser un número entero`)
};

export const main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tema es system, light o dark`)
};

export const main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está vacío.`)
};

export const main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ocupa ${i?.size} MiB; el límite es de ${i?.limit} MiB (${i?.bytes} bytes).`)
};

export const main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: no se pueden subir archivos de este tipo. Se aceptan: ${i?.allowed}.`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acerca de ${i?.app}`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño real`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traer todo al frente`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar ventana`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cortar`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edición`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla completa`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar ${i?.app}`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar otros`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimizar`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pegar`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salir de ${i?.app}`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehacer`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionar todo`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todo`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar registros`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventana`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ampliar`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reducir`)
};

export const nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

export const nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página es el interior de la aplicación Freight Desk y necesita la aplicación a su alrededor para llegar al servicio de transporte. Abra Freight Desk (o el arnés web, npm run web) en su lugar.`)
};

export const no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no puede iniciarse aquí`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo en la lista`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aduana: ${i?.from} → ${i?.to}`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA modificada: ${i?.from} → ${i?.to}`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo: «${i?.latest}»`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos: «${i?.latest}»`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida modificada: ${i?.from} → ${i?.to}`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} envío cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} envíos cambiados`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.from} → ${i?.to}`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio ya no lo lista (se conserva aquí)`)
};

export const notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descartar la notificación ${i?.title}`)
};

export const notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar (Esc)`)
};

export const notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en Seguimiento · Esc para descartar`)
};

export const notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

export const notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que una sincronización encontró cambiado en sus envíos, una notificación por sincronización; al pulsarla se abre el envío, o Seguimiento si cambiaron muchos. No se notifica la primera sincronización de un perfil, lo que usted abre ni los envíos que reserva aquí.`)
};

export const notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificarme sobre`)
};

export const notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de notificaciones`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los ajustes de notificaciones`)
};

export const offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk sigue intentándolo por su cuenta.`)
};

export const offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respondió por última vez ${i?.when}.`)
};

export const offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha respondido desde que se abrió el escritorio.`)
};

export const offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede contactar con el servicio`)
};

export const offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos, cotizaciones y documentos se muestran tal como se guardaron, cada uno con la hora en que se obtuvo («a fecha de»). Las acciones que necesitan el servicio (tarificar, reservar, subir, activar el seguimiento) quedan desactivadas hasta que responda; no se pierde nada de lo que escribió.`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener un token con la clave y el secreto de la API`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de cajas`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de palés`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de contenedor completo`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de grupaje`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de documentos del envío (Documentos)`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cotizaciones guardadas (Cotizaciones)`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los registros del servicio`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el detalle del envío (Seguimiento)`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de envíos (Seguimiento) por si hay un envío nuevo`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el informe de tarifas del contrato (Tarifas)`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar un documento del envío`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los documentos de un envío`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir un documento del envío`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar aeropuertos por nombre, ciudad o código IATA`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de contenedor marítimo`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de palé`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar puertos marítimos por ciudad`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar códigos postales por país y ciudad o código`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franjas de recogida ofrecidas para un envío`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar una cotización guardada`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar las cotizaciones guardadas`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar una tarifa como cotización`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío aéreo`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de cajas`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de palés`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío marítimo de contenedor completo`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío marítimo de grupaje`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar el informe de tarifas`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir ficheros de tarifas marítimas`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer el detalle de un envío`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer los mensajes de seguimiento de un envío`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los envíos con su seguimiento`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar o desactivar el seguimiento de un envío`)
};

export const open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Ajustes`)
};

export const outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultado desconocido: ${i?.what}`)
};

export const palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comandos`)
};

export const palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a una pantalla, buscar un envío por código, tarificar, cambiar de perfil`)
};

export const palette_input_placeholder = /** @type {(inputs: Palette_Input_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a una pantalla, buscar un envío por código, tarificar, cambiar de perfil…`)
};

export const palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ ↓ para moverse, Intro para abrir, Esc para cerrar.`)
};

export const palette_label = /** @type {(inputs: Palette_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paleta de comandos`)
};

export const palette_nothing_matches = /** @type {(inputs: Palette_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada coincide con «${i?.typed}».`)
};

export const palette_profile_sandbox = /** @type {(inputs: Palette_Profile_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sandbox integrado`)
};

export const palette_profile_service = /** @type {(inputs: Palette_Profile_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta del servicio de transporte`)
};

export const palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`perfil cuenta usar cambiar`)
};

export const palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una tarificación nueva: ${i?.mode}`)
};

export const palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarificar ${i?.mode}`)
};

export const palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tarificar tarificación nueva precio cotización tarifa`)
};

export const palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ir abrir pantalla`)
};

export const palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando envíos…`)
};

export const palette_section_go_to = /** @type {(inputs: Palette_Section_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a`)
};

export const palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles`)
};

export const palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar`)
};

export const palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

export const palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

export const palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar a ${i?.name}`)
};

export const pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flete aéreo`)
};

export const pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio todo incluido: incluye todos los cargos indicados`)
};

export const pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Según cotización`)
};

export const pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas del transportista`)
};

export const pdf_charge = /** @type {(inputs: Pdf_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso tasable`)
};

export const pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargos en ${i?.currency}`)
};

export const pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

export const pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base`)
};

export const pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

export const pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contados desde`)
};

export const pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

export const pdf_col_free_time = /** @type {(inputs: Pdf_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalización`)
};

export const pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después, por día`)
};

export const pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} caja`);
	return /** @type {LocalizedString} */ (`${i?.count} cajas`)
	
};

export const pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} línea de carga`);
	return /** @type {LocalizedString} */ (`${i?.count} líneas de carga`)
	
};

export const pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contenedor`);
	return /** @type {LocalizedString} */ (`${i?.count} contenedores`)
	
};

export const pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} palé`);
	return /** @type {LocalizedString} */ (`${i?.count} palés`)
	
};

export const pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} bulto)`);
	return /** @type {LocalizedString} */ (`(${i?.count} bultos)`)
	
};

export const pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	return /** @type {LocalizedString} */ (`${i?.count} días`)
	
};

export const pdf_delivery = /** @type {(inputs: Pdf_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}, todos los cargos incluidos`)
};

export const pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelos`)
};

export const pdf_free_time = /** @type {(inputs: Pdf_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const pdf_from = /** @type {(inputs: Pdf_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

export const pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indique ${i?.quote} al reservar.`)
};

export const pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

export const pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido`)
};

export const pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emitida el ${i?.date}`)
};

export const pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aéreo`)
};

export const pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cajas`)
};

export const pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

export const pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo FCL (contenedor completo)`)
};

export const pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo LCL (grupaje)`)
};

export const pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin caducidad indicada`)
};

export const pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A consultar`)
};

export const pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: el transportista confirma el buque y las fechas`)
};

export const pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio incluye todos los cargos de este servicio.`)
};

export const pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COTIZACIÓN`)
};

export const pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización`)
};

export const pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

export const pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ref. ${i?.reference}`)
};

export const pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navegación`)
};

export const pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

export const pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

export const pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.percent} % de impuestos`)
};

export const pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios según la cotización de ${i?.carrier}; sujetos a disponibilidad de espacio y equipo al reservar.`)
};

export const pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios según la cotización de ${i?.carrier}, válidos hasta el ${i?.date}; sujetos a disponibilidad de espacio y equipo al reservar.`)
};

export const pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

export const pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio todo incluido del transportista`)
};

export const pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de la cotización, cargos incluidos`)
};

export const pdf_total_price = /** @type {(inputs: Pdf_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio total`)
};

export const pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio del transportista más los recargos indicados`)
};

export const pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suma de los cargos indicados`)
};

export const pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

export const pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una moneda sin nombre`)
};

export const pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Válida hasta el ${i?.date}`)
};

export const pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buque`)
};

export const pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vía`)
};

export const penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalización`)
};

export const pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe como 25 o 25,50`)
};

export const pricing_change = /** @type {(inputs: Pricing_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar`)
};

export const pricing_col_actions = /** @type {(inputs: Pricing_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const pricing_csv_bad_margin = /** @type {(inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el margen predeterminado "${i?.margin}" no es un porcentaje como 12,5 (de 0 a 1000)`)
};

export const pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la columna "${i?.name}" aparece dos veces`)
};

export const pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo está vacío: la primera línea nombra las columnas, al menos "name"`)
};

export const pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tiene ${i?.fields} campos y la cabecera ${i?.header} (una coma en un nombre necesita comillas)`)
};

export const pricing_csv_more_problems = /** @type {(inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`y ${i?.shown} problema más`);
	return /** @type {LocalizedString} */ (`y ${i?.shown} problemas más`)
	
};

export const pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el nombre está vacío`)
};

export const pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" ya está en la línea ${i?.line}`)
};

export const pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo nombra las columnas pero no contiene ningún cliente`)
};

export const pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la cabecera no tiene la columna "name"`)
};

export const pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un campo entre comillas no se cierra (falta una ")`)
};

export const pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el campo ${i?.column} tiene más de ${i?.max} caracteres`)
};

export const pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`columna desconocida "${i?.name}"; las columnas son ${i?.columns}`)
};

export const pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir cliente`)
};

export const pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto (opcional)`)
};

export const pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona, correo, teléfono`)
};

export const pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota de moneda (opcional)`)
};

export const pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo una nota: el escritorio no convierte nada.`)
};

export const pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. facturas en EUR`)
};

export const pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen predeterminado % (opcional)`)
};

export const pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa cuando ninguna regla de este cliente es más específica.`)
};

export const pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12,5`)
};

export const pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen predeterminado de ${i?.name}`)
};

export const pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar ${i?.name}`)
};

export const pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo cliente`)
};

export const pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma (opcional)`)
};

export const pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Español`)
};

export const pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas (opcional)`)
};

export const pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cliente`)
};

export const pricing_customer_save_failed = /** @type {(inputs: Pricing_Customer_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el cliente`)
};

export const pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente añadido`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes añadidos`)
	
};

export const pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota de moneda`)
};

export const pricing_customers_col_customer = /** @type {(inputs: Pricing_Customers_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

export const pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen predeterminado`)
};

export const pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes`)
	
};

export const pricing_customers_csv_hint = /** @type {(inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La primera línea de un archivo CSV nombra sus columnas: ${i?.columns} (solo name es obligatoria). Un nombre ya conocido actualiza ese cliente.`)
};

export const pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se elimina de este escritorio. Las cotizaciones guardadas para él conservan su nombre.`)
};

export const pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar cliente`)
};

export const pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar ${i?.name}`)
};

export const pricing_customers_delete_title = /** @type {(inputs: Pricing_Customers_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este cliente?`)
};

export const pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quién son sus cotizaciones. Elija uno en el formulario de tarificación para poner precio a sus tarifas.`)
};

export const pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay clientes: añada uno o importe un archivo CSV.`)
};

export const pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar CSV…`)
};

export const pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.message}`)
};

export const pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Línea ${i?.line}: ${i?.problem}`)
};

export const pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.added}, ${i?.updated}.`)
};

export const pricing_customers_new = /** @type {(inputs: Pricing_Customers_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo cliente`)
};

export const pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún cliente coincide con la búsqueda.`)
};

export const pricing_customers_read_failed = /** @type {(inputs: Pricing_Customers_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los clientes`)
};

export const pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar clientes`)
};

export const pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, contacto o notas`)
};

export const pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes`)
};

export const pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} es demasiado grande para una lista de clientes.`)
};

export const pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente actualizado`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes actualizados`)
	
};

export const pricing_delete = /** @type {(inputs: Pricing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla no añade nada: indique un porcentaje, un importe fijo o un mínimo`)
};

export const pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe no puede ser inferior a cero`)
};

export const pricing_field_amount_too_high = /** @type {(inputs: Pricing_Field_Amount_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe es como máximo 1.000.000.000`)
};

export const pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe es un número entero de centésimas`)
};

export const pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe fijo o un mínimo necesita su moneda`)
};

export const pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un país es su código ISO de dos letras, como ES`)
};

export const pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un archivo de clientes tiene como máximo ${i?.max} caracteres`)
};

export const pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una moneda son tres letras, como EUR`)
};

export const pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: una fecha como 2026-11-23`)
};

export const pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo de cambio es mayor que cero`)
};

export const pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo de cambio es entre dos monedas`)
};

export const pricing_field_margin_amount_below_zero = /** @type {(inputs: Pricing_Field_Margin_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un margen no puede ser inferior a cero`)
};

export const pricing_field_margin_below_zero = /** @type {(inputs: Pricing_Field_Margin_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un margen no puede ser inferior al 0 %`)
};

export const pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un margen es como máximo del 1.000 %`)
};

export const pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio`)
};

export const pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes en ${i?.currency} no llevan decimales`)
};

export const pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: debe ser texto`)
};

export const pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe por contenedor necesita el modo marítimo FCL (el único que se tarifica por contenedor)`)
};

export const pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje es un número entero de centésimas de punto porcentual`)
};

export const pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un puerto es un UN/LOCODE como ESVLC; un aeropuerto, un código IATA como BCN`)
};

export const pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla necesita un nombre`)
};

export const pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe debe ser un entero seguro`)
};

export const pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista`)
};

export const pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contacto`)
};

export const pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nota de moneda`)
};

export const pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma`)
};

export const pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre`)
};

export const pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notas`)
};

export const pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda`)
};

export const pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: como máximo ${i?.max} caracteres`)
};

export const pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transportista`)
};

export const pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cliente`)
};

export const pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`predeterminada`)
};

export const pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta (países)`)
};

export const pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta (puertos)`)
};

export const pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`modo`)
};

export const pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cliente elegido ya no está en este escritorio: elija uno de nuevo.`)
};

export const pricing_main_customer_gone = /** @type {(inputs: Pricing_Main_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este cliente ya no está en este escritorio: se eliminó mientras tanto.`)
};

export const pricing_main_customer_has_rules = /** @type {(inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Una regla de margen es para este cliente (${i?.names}): elimínela o cámbiela primero.`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas de margen son para este cliente (${i?.names}): elimínelas o cámbielas primero.`)
	
};

export const pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya es un cliente de este escritorio.`)
};

export const pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya es un cliente: cambie ese o ponga otro nombre`)
};

export const pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No se importó nada: el archivo tiene un problema. Corríjalo e importe el archivo de nuevo.`);
	return /** @type {LocalizedString} */ (`No se importó nada: el archivo tiene ${i?.shown} problemas. Corríjalos e importe el archivo de nuevo.`)
	
};

export const pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un cliente de este escritorio`)
};

export const pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización no se guardó con precio de venta en este escritorio (se guardó antes de que el escritorio pusiera precio a las cotizaciones, o en otro lugar): tarifique el envío de nuevo y guárdela para su cliente.`)
};

export const pricing_main_quote_sell_unknown = /** @type {(inputs: Pricing_Main_Quote_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el precio de venta.`)
};

export const pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}»`)
};

export const pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa ${i?.rate} ya no se conserva en este escritorio: tarifique el envío de nuevo.`)
};

export const pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cliente de esta regla ya no está en este escritorio.`)
};

export const pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta regla ya no está en este escritorio: se eliminó mientras tanto.`)
};

export const pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de margen o el cliente cambiaron desde que se mostraron las tarifas: revise de nuevo el precio de venta y guarde.`)
};

export const pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio guardó la cotización, pero este escritorio no pudo conservar su precio de venta (${i?.why}). Guárdela de nuevo: el servicio responde con la misma cotización.`)
};

export const pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el precio de venta de esta tarifa.`)
};

export const pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cargo (el margen repartido entre ellos)`)
};

export const pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que muestra el PDF de una cotización para un cliente. Solo imprime el precio de venta: nunca el precio del transportista ni su margen.`)
};

export const pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombrar al transportista`)
};

export const pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre y servicio bajo los del cliente.`)
};

export const pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea: el precio de venta`)
};

export const pricing_pdf_price = /** @type {(inputs: Pricing_Pdf_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar PDF de cotizaciones`)
};

export const pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los ajustes de los PDF de cotizaciones`)
};

export const pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones`)
};

export const pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se imprimen al pie de cada cotización, tras su validez.`)
};

export const pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF de cotizaciones`)
};

export const pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} %`)
};

export const pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje como 12 o 12,5 (de 0 a 1000)`)
};

export const pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los clientes`)
};

export const pricing_report_by_hand = /** @type {(inputs: Pricing_Report_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fijado a mano`)
};

export const pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el informe.`)
};

export const pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra ${i?.currency}`)
};

export const pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const pricing_report_col_customer = /** @type {(inputs: Pricing_Report_Col_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

export const pricing_report_col_from = /** @type {(inputs: Pricing_Report_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

export const pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen ${i?.currency}`)
};

export const pricing_report_col_mode = /** @type {(inputs: Pricing_Report_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

export const pricing_report_col_quote = /** @type {(inputs: Pricing_Report_Col_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización`)
};

export const pricing_report_col_quotes = /** @type {(inputs: Pricing_Report_Col_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones`)
};

export const pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de margen`)
};

export const pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada`)
};

export const pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta ${i?.currency}`)
};

export const pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

export const pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida hasta`)
};

export const pricing_report_customer = /** @type {(inputs: Pricing_Report_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

export const pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cotizaciones guardadas con precio de venta en un periodo: cada una con su compra, margen y venta, o por cliente con su número, venta y margen por moneda.`)
};

export const pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cotización`)
};

export const pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

export const pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar XLSX`)
};

export const pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El informe no se guardó`)
};

export const pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cotizaciones por cliente ${i?.from} a ${i?.to}`)
};

export const pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cotizaciones ${i?.from} a ${i?.to}`)
};

export const pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

export const pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas`)
};

export const pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin moneda`)
};

export const pricing_report_no_customer = /** @type {(inputs: Pricing_Report_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cliente`)
};

export const pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

export const pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cliente`)
};

export const pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Hasta» es anterior a «Desde»`)
};

export const pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.level})`)
};

export const pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes`)
};

export const pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones`)
};

export const pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe de cotizaciones`)
};

export const pricing_report_to = /** @type {(inputs: Pricing_Report_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

export const pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir regla`)
};

export const pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier transportista`)
};

export const pricing_rule_any_customer = /** @type {(inputs: Pricing_Rule_Any_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier cliente`)
};

export const pricing_rule_any_mode = /** @type {(inputs: Pricing_Rule_Any_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier modo`)
};

export const pricing_rule_carrier = /** @type {(inputs: Pricing_Rule_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre o código.`)
};

export const pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cuenta`)
};

export const pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda de los importes`)
};

export const pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los importes de la regla se aplican a las tarifas en esa moneda.`)
};

export const pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

export const pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País de destino`)
};

export const pricing_rule_destination_country_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. CN`)
};

export const pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de destino`)
};

export const pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. CNSHA`)
};

export const pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe fijo (opcional)`)
};

export const pricing_rule_fixed_placeholder = /** @type {(inputs: Pricing_Rule_Fixed_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 50`)
};

export const pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para las tarifas de`)
};

export const pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar la regla ${i?.name}`)
};

export const pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva regla de margen`)
};

export const pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El margen`)
};

export const pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen mínimo (opcional)`)
};

export const pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 25`)
};

export const pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

export const pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la regla`)
};

export const pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Marítimo FCL estándar`)
};

export const pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País de origen`)
};

export const pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. ES`)
};

export const pricing_rule_origin_port = /** @type {(inputs: Pricing_Rule_Origin_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de origen`)
};

export const pricing_rule_origin_port_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. ESVLC`)
};

export const pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por contenedor (marítimo FCL)`)
};

export const pricing_rule_per_kg = /** @type {(inputs: Pricing_Rule_Per_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por kg`)
};

export const pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por envío`)
};

export const pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porcentaje del precio de compra`)
};

export const pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12`)
};

export const pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE, o el código IATA de un aeropuerto.`)
};

export const pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar regla`)
};

export const pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la regla`)
};

export const pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para las tarifas de`)
};

export const pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

export const pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla`)
};

export const pricing_rules_count = /** @type {(inputs: Pricing_Rules_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} regla`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas`)
	
};

export const pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» deja de poner precio a las tarifas. Las cotizaciones guardadas con ella conservan sus precios.`)
};

export const pricing_rules_delete_confirm = /** @type {(inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar regla`)
};

export const pricing_rules_delete_failed = /** @type {(inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la regla`)
};

export const pricing_rules_delete_title = /** @type {(inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta regla?`)
};

export const pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla más específica que coincide con una tarifa le pone precio: cliente, luego ruta (puertos, luego países), transportista, modo, y una regla sin condiciones como la predeterminada. Entre reglas iguales gana la más antigua.`)
};

export const pricing_rules_empty = /** @type {(inputs: Pricing_Rules_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay reglas: cada tarifa se vende a su precio de compra hasta que añada una.`)
};

export const pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regla de ${i?.level}`)
};

export const pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva regla`)
};

export const pricing_rules_read_failed = /** @type {(inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las reglas de margen`)
};

export const pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas de margen`)
};

export const pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquiera`)
};

export const pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cliente n.º ${i?.id} (eliminado)`)
};

export const pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las tarifas`)
};

export const pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.terms}, como mínimo ${i?.minimum}`)
};

export const pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nada`)
};

export const pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por contenedor`)
};

export const pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por kg`)
};

export const pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por envío`)
};

export const pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una moneda desconocida`)
};

export const pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} y ${i?.second}`)
};

export const pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes de la regla están en ${i?.rule} y esta tarifa está en ${i?.theirs}: indique un tipo de cambio desde ${i?.rule} para esta cotización, o fije el margen a mano.`)
};

export const pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta tarifa no tiene importe en ${i?.currency}.`)
};

export const pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no dio precio para esta tarifa.`)
};

export const pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla añade un importe por contenedor, y este envío no tiene contenedores.`)
};

export const pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla añade un importe por kilo, y la solicitud no indica el peso.`)
};

export const pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla tiene un importe sin moneda.`)
};

export const pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esa moneda`)
};

export const pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aplica «${i?.name}»: una regla de ${i?.level}, la más específica de las ${i?.count} que coinciden.`)
};

export const pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna regla de margen coincide con esta tarifa: se vende a su precio de compra.`)
};

export const pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es tan específica como ${i?.names} y gana por ser la regla más antigua.`)
};

export const pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aplica «${i?.name}»: una regla de ${i?.level}, la única que coincide.`)
};

export const pricing_why_written = /** @type {(inputs: Pricing_Why_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es tan específica como ${i?.names} y gana por ser una regla escrita por usted frente a un margen predeterminado.`)
};

export const profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conecte Freight Desk a su cuenta de un servicio de transporte. La clave y el secreto de la API se los da el operador del servicio.`)
};

export const profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un perfil de servicio`)
};

export const profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de la API`)
};

export const profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto de la API`)
};

export const profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base`)
};

export const profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://… (http sin cifrar solo para un servicio en este equipo).`)
};

export const profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://api.example.com`)
};

export const profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambie el nombre o la dirección, o sustituya la clave y el secreto de la API.`)
};

export const profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar «${i?.name}»`)
};

export const profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para conservar la clave guardada.`)
};

export const profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para conservar el secreto guardado.`)
};

export const profile_form_name = /** @type {(inputs: Profile_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo aparece el perfil en la barra de estado, p. ej. «Producción».`)
};

export const profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La URL base apunta ahora a ${i?.typed}, no a ${i?.saved}. Freight Desk solo envía la clave y el secreto guardados al servidor para el que se introdujeron, así que este cambio necesita la clave y el secreto del nuevo.`)
};

export const profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor nuevo: introduzca su clave y su secreto de la API`)
};

export const profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó el perfil`)
};

export const profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio para el servidor nuevo (vea la nota de arriba).`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

export const profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» guardado. Guardado en el llavero del sistema.`)
};

export const profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guarda en el llavero del sistema; Freight Desk no vuelve a mostrarlo.`)
};

export const profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

export const profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base:`)
};

export const profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles de conexión`)
};

export const profiles_col_actions = /** @type {(inputs: Profiles_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales`)
};

export const profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

export const profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales de demostración integradas`)
};

export const profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio con el que trabaja Freight Desk. El entorno de pruebas integrado se ejecuta en este equipo con datos de demostración y no necesita cuenta.`)
};

export const profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editando`)
};

export const profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando perfiles…`)
};

export const profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardadas: edite para añadirlas`)
};

export const profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los perfiles`)
};

export const profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk olvida este perfil y borra su clave y su secreto de la API del llavero del sistema. No se puede deshacer.`)
};

export const profiles_remove_body_active = /** @type {(inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk olvida este perfil y borra su clave y su secreto de la API del llavero del sistema. No se puede deshacer; la aplicación vuelve al entorno de pruebas.`)
};

export const profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar perfil`)
};

export const profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo quitar «${i?.name}»`)
};

export const profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar «${i?.name}»?`)
};

export const profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardadas en el llavero del sistema`)
};

export const profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar a «${i?.name}»`)
};

export const profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles`)
};

export const profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar este perfil`)
};

export const progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

export const quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF de la cotización`)
};

export const quotes_as_quoted = /** @type {(inputs: Quotes_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`según la cotización`)
};

export const quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar`)
};

export const quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compra`)
};

export const quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista y envío`)
};

export const quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

export const quotes_col_valid = /** @type {(inputs: Quotes_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validez`)
};

export const quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cotización guardada`);
	return /** @type {LocalizedString} */ (`${i?.shown} cotizaciones guardadas`)
	
};

export const quotes_delete = /** @type {(inputs: Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

export const quotes_delete_body = /** @type {(inputs: Quotes_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta cotización (${i?.quote}) se borra del servicio de transporte. Después no se puede reservar, y no se puede deshacer.`)
};

export const quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar cotización`)
};

export const quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo borrar la cotización`)
};

export const quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Borrar esta cotización?`)
};

export const quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se volvió a leer la lista de abajo: si la cotización (${i?.quote}) sigue en ella, no se borró.`)
};

export const quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la cotización se haya borrado o no`)
};

export const quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización de ${i?.carrier} borrada.`)
};

export const quotes_description = /** @type {(inputs: Quotes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas guardadas desde Tarificar. Reserve una antes de que caduque; una cotización caducada hay que volver a tarificarla.`)
};

export const quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.customer}`)
};

export const quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Tarificar`)
};

export const quotes_hide_surcharges = /** @type {(inputs: Quotes_Hide_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ocultar ${i?.shown} recargo`);
	return /** @type {LocalizedString} */ (`Ocultar ${i?.shown} recargos`)
	
};

export const quotes_load_failed = /** @type {(inputs: Quotes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cotizaciones guardadas`)
};

export const quotes_loading = /** @type {(inputs: Quotes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las cotizaciones guardadas…`)
};

export const quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para reservar y borrar cotizaciones hace falta el servicio.`)
};

export const quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ningún cliente`)
};

export const quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin regla`)
};

export const quotes_none_body = /** @type {(inputs: Quotes_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifique un envío y elija Guardar cotización en la oferta que quiera conservar.`)
};

export const quotes_none_title = /** @type {(inputs: Quotes_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cotizaciones guardadas`)
};

export const quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede reservar: la cotización caducó. Vuelva a tarificar para un precio actual.`)
};

export const quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se puede reservar: las cotizaciones en modo ${i?.mode} no se reservan aquí.`)
};

export const quotes_not_bookable_no_type = /** @type {(inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede reservar: el servicio no indicó el tipo de envío.`)
};

export const quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin confirmar`)
};

export const quotes_not_priced = /** @type {(inputs: Quotes_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada sin precio de venta en este escritorio: vuelva a tarificar el envío y guárdela para su cliente para enviar un PDF.`)
};

export const quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio de compra: no vendida en este escritorio`)
};

export const quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el PDF.`)
};

export const quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó el PDF de la cotización`)
};

export const quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma del PDF`)
};

export const quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El del cliente (${i?.language})`)
};

export const quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El del escritorio (${i?.language})`)
};

export const quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El de cada cliente, si no ${i?.language}`)
};

export const quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`recogida ${i?.date}`)
};

export const quotes_plus_margin = /** @type {(inputs: Quotes_Plus_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ margen`)
};

export const quotes_reload = /** @type {(inputs: Quotes_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

export const quotes_reload_saved = /** @type {(inputs: Quotes_Reload_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar las cotizaciones guardadas`)
};

export const quotes_set_by_hand = /** @type {(inputs: Quotes_Set_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fijado a mano`)
};

export const quotes_show_surcharges = /** @type {(inputs: Quotes_Show_SurchargesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrar ${i?.shown} recargo`);
	return /** @type {LocalizedString} */ (`Mostrar ${i?.shown} recargos`)
	
};

export const quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

export const quotes_surcharges_of = /** @type {(inputs: Quotes_Surcharges_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recargos de la cotización de ${i?.carrier}`)
};

export const quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuesto`)
};

export const quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el transportista`)
};

export const quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones guardadas`)
};

export const quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

export const quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista desconocido`)
};

export const quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transportista desconocido`)
};

export const rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El escritorio no tiene lista de códigos postales de ${i?.country}: si no se sugiere ningún lugar, escriba abajo el código postal, la ciudad y la región.`)
};

export const rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rellenan con el lugar que elija. Escríbalos solo para un lugar que la consulta no conozca.`)
};

export const rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lugar`)
};

export const rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`08001 o Barcelona`)
};

export const rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

export const rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de región`)
};

export const rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

export const rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avión`)
};

export const rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega`)
};

export const rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso tasable: ${i?.weight} kg`)
};

export const rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

export const rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelo`)
};

export const rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelos`)
};

export const rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flete:`)
};

export const rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron vuelos.`)
};

export const rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio + recargos`)
};

export const rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suma de los recargos`)
};

export const rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización no guardada: ${i?.message}`)
};

export const rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada.`)
};

export const rating_announce_saved_as = /** @type {(inputs: Rating_Announce_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización guardada como ${i?.number}.`)
};

export const rating_announce_unknown = /** @type {(inputs: Rating_Announce_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado desconocido: puede que la cotización se haya guardado o no. Mire Cotizaciones.`)
};

export const rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar`)
};

export const rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda esta tarifa como cotización si no lo está y abre su formulario de reserva`)
};

export const rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se sabe si se guardó: mire Cotizaciones antes de reservar`)
};

export const rating_carriers_count = /** @type {(inputs: Rating_Carriers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} transportista`);
	return /** @type {LocalizedString} */ (`${i?.shown} transportistas`)
	
};

export const rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más barata`)
};

export const rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mirar Cotizaciones`)
};

export const rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

export const rating_col_actions = /** @type {(inputs: Rating_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra`)
};

export const rating_col_carrier = /** @type {(inputs: Rating_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista y servicio`)
};

export const rating_col_delivery = /** @type {(inputs: Rating_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venta`)
};

export const rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

export const rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validez`)
};

export const rating_container = /** @type {(inputs: Rating_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

export const rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const rating_country_group_by_hand = /** @type {(inputs: Rating_Country_Group_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal escrito a mano`)
};

export const rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales sugeridos`)
};

export const rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra ${i?.currency}`)
};

export const rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra según`)
};

export const rating_csv_carrier = /** @type {(inputs: Rating_Csv_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin precio`)
};

export const rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio del transportista`)
};

export const rating_csv_from_price_and_surcharges = /** @type {(inputs: Rating_Csv_From_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio + recargos`)
};

export const rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suma de recargos`)
};

export const rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen ${i?.currency}`)
};

export const rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de margen`)
};

export const rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prerreserva: sin salida confirmada`)
};

export const rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. de tarifa`)
};

export const rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fijado a mano`)
};

export const rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

export const rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desconocido: ${i?.why}`)
};

export const rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta ${i?.currency}`)
};

export const rating_csv_service = /** @type {(inputs: Rating_Csv_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

export const rating_csv_transit_days = /** @type {(inputs: Rating_Csv_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días de tránsito`)
};

export const rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moneda desconocida`)
};

export const rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida hasta`)
};

export const rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día`)
};

export const rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`días`)
};

export const rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de entrega`)
};

export const rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

export const rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron mostrar los detalles de esta tarifa`)
};

export const rating_details_loading = /** @type {(inputs: Rating_Details_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los recargos, las condiciones y el itinerario de la tarifa…`)
};

export const rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto`)
};

export const rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aeropuerto`)
};

export const rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad, nombre o código IATA`)
};

export const rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primero los aeropuertos de ${i?.country} (la dirección de abajo) y luego los más grandes.`)
};

export const rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegada`)
};

export const rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de entrega (puerta del almacén)`)
};

export const rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salida`)
};

export const rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

export const rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

export const rating_end_pickup_store_door = /** @type {(inputs: Rating_End_Pickup_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de recogida (puerta del almacén)`)
};

export const rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto`)
};

export const rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de descarga`)
};

export const rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de carga`)
};

export const rating_end_port_noun = /** @type {(inputs: Rating_End_Port_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puerto`)
};

export const rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o UN/LOCODE`)
};

export const rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código RKST`)
};

export const rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

export const rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminal de contenedores (CY)`)
};

export const rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: el destinatario lo recoge en la terminal. SD: el transportista lo entrega en la puerta.`)
};

export const rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: usted entrega el contenedor en la terminal. SD: el transportista lo recoge en su puerta.`)
};

export const rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerta del almacén (SD)`)
};

export const rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

export const rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta tarifa caducó: vuelva a tarificar para un precio actual`)
};

export const rating_export_cancelled = /** @type {(inputs: Rating_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló la exportación.`)
};

export const rating_export_csv = /** @type {(inputs: Rating_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

export const rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardaron las tarifas`)
};

export const rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más rápida`)
};

export const rating_filter_all_carriers = /** @type {(inputs: Rating_Filter_All_CarriersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los transportistas (${i?.count})`)
};

export const rating_filter_all_shown = /** @type {(inputs: Rating_Filter_All_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se muestra ${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`Se muestran las ${i?.shown} tarifas`)
	
};

export const rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un importe como 1200 o 1200,50`)
};

export const rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

export const rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango de precio sobre`)
};

export const rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio de compra (el del transportista)`)
};

export const rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar filtros`)
};

export const rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas en varias monedas: cada rango se aplica a los importes en su propia moneda; no se convierte nada.`)
};

export const rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un número entero de días`)
};

export const rating_filter_hidden = /** @type {(inputs: Rating_Filter_HiddenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa oculta`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas ocultas`)
	
};

export const rating_filter_hidden_rest = /** @type {(inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por los filtros · se muestran ${i?.shown} de ${i?.total}`)
};

export const rating_filter_max_buy = /** @type {(inputs: Rating_Filter_Max_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra máx. (${i?.currency})`)
};

export const rating_filter_max_sell = /** @type {(inputs: Rating_Filter_Max_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta máx. (${i?.currency})`)
};

export const rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito máx. (días)`)
};

export const rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mínimo es mayor que el máximo`)
};

export const rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra mín. (${i?.currency})`)
};

export const rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta mín. (${i?.currency})`)
};

export const rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio de venta`)
};

export const rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}: obligatoria; busque por ciudad o código postal y elíjala de la lista`)
};

export const rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto de llegada`)
};

export const rating_form_clear = /** @type {(inputs: Rating_Form_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar el formulario`)
};

export const rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

export const rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios llegan en esta moneda.`)
};

export const rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despacho de aduana`)
};

export const rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista despacha la aduana.`)
};

export const rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía peligrosa`)
};

export const rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía ADR / IATA DGR.`)
};

export const rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto de salida`)
};

export const rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos lugares en la consulta de códigos postales y añada los bultos.`)
};

export const rating_form_description_airport = /** @type {(inputs: Rating_Form_Description_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos aeropuertos, dónde se recoge y se entrega la mercancía, y los bultos.`)
};

export const rating_form_description_port = /** @type {(inputs: Rating_Form_Description_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos puertos y los contenedores o la carga. Los precios llegan con todo incluido: flete más recargos.`)
};

export const rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener tarifas`)
};

export const rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la mercancía`)
};

export const rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la mercancía (opcional)`)
};

export const rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Recambios de maquinaria`)
};

export const rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción de la mercancía es obligatoria: qué se envía, p. ej. «Recambios»`)
};

export const rating_form_goods_value = /** @type {(inputs: Rating_Form_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor de la mercancía`)
};

export const rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el seguro y la aduana.`)
};

export const rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía debe ser un importe como 1250,50 (dos decimales como máximo)`)
};

export const rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía debe ser 0 o más`)
};

export const rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor de la mercancía (opcional)`)
};

export const rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía es obligatorio`)
};

export const rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguro`)
};

export const rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubre el valor de la mercancía.`)
};

export const rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarificación: ${i?.mode}`)
};

export const rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para obtener tarifas hace falta el servicio.`)
};

export const rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cliente (las reglas propias del escritorio)`)
};

export const rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de recogida`)
};

export const rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fecha de recogida debe ser una fecha como ${i?.example}`)
};

export const rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida no puede estar en el pasado`)
};

export const rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida es obligatoria`)
};

export const rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida y mercancía`)
};

export const rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.end}: obligatorio; búsquelo y elíjalo de la lista`)
};

export const rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} campo necesita atención: no se envió nada.`);
	return /** @type {LocalizedString} */ (`${i?.shown} campos necesitan atención: no se envió nada.`)
	
};

export const rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizar para`)
};

export const rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pone precio a las tarifas con las reglas del cliente.`)
};

export const rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: obligatorio`)
};

export const rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío: ${i?.mode}`)
};

export const rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

export const rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar detalles`)
};

export const rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el todo incluido del transportista, el flete con todos los recargos, por moneda. Venta: el precio de compra más el margen mostrado.`)
};

export const rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el precio todo incluido del transportista, con todos los cargos (combustible, seguro, aduana). Venta: el precio de compra más el margen mostrado.`)
};

export const rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el todo incluido del transportista, el precio con todos los recargos, flete incluido; sin precio del transportista, los recargos sumados por moneda. Venta: el precio de compra más el margen mostrado.`)
};

export const rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso de la carga`)
};

export const rating_line_container_type = /** @type {(inputs: Rating_Line_Container_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de contenedor`)
};

export const rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alto`)
};

export const rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número IMO`)
};

export const rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo`)
};

export const rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} ${i?.number}`)
};

export const rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caja`)
};

export const rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`línea de carga`)
};

export const rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenedor`)
};

export const rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`palé`)
};

export const rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bulto`)
};

export const rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

export const rating_line_pallet_type = /** @type {(inputs: Rating_Line_Pallet_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de palé`)
};

export const rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantidad`)
};

export const rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

export const rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Del cargador`)
};

export const rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apilable`)
};

export const rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volumen`)
};

export const rating_line_weight = /** @type {(inputs: Rating_Line_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancho`)
};

export const rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir ${i?.noun}`)
};

export const rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cajas`)
};

export const rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carga`)
};

export const rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir…`)
};

export const rating_lines_container_types = /** @type {(inputs: Rating_Lines_Container_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de contenedor`)
};

export const rating_lines_container_types_failed = /** @type {(inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de contenedor (se ofrecen los de la especificación)`)
};

export const rating_lines_containers = /** @type {(inputs: Rating_Lines_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores`)
};

export const rating_lines_lcl_hint = /** @type {(inputs: Rating_Lines_Lcl_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volumen en metros cúbicos y peso en kg, por bulto.`)
};

export const rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de palé`)
};

export const rating_lines_pallet_types_failed = /** @type {(inputs: Rating_Lines_Pallet_Types_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de palé (se ofrecen los estándar)`)
};

export const rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

export const rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bultos`)
};

export const rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas en cm y peso en kg, por bulto.`)
};

export const rating_lines_reefer_hint = /** @type {(inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La marca de reefer sigue al tipo de contenedor (los tipos RF y HRF son reefers). Pesos en kg por contenedor.`)
};

export const rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.line}`)
};

export const rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} de la lista guardada en este escritorio:`)
};

export const rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (lo fija el tipo)`)
};

export const rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margen`)
};

export const rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un importe en ${i?.currency} como 150 o 150,50`)
};

export const rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar a esta cotización`)
};

export const rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la regla`)
};

export const rating_margin_by_hand = /** @type {(inputs: Rating_Margin_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen a mano`)
};

export const rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En`)
};

export const rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes en ${i?.currency} no llevan decimales`)
};

export const rating_margin_note_by_hand = /** @type {(inputs: Rating_Margin_Note_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fijado a mano`)
};

export const rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} (mínimo)`)
};

export const rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin regla`)
};

export const rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fijado a mano: ${i?.amount}`)
};

export const rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} = ${i?.rate} ${i?.to}, el tipo de cambio que indicó`)
};

export const rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen mínimo ${i?.minimum}: aumentado en ${i?.raised}`)
};

export const rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contenedor × ${i?.unit} por contenedor = ${i?.amount}`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores × ${i?.unit} por contenedor = ${i?.amount}`)
	
};

export const rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg × ${i?.unit} por kg = ${i?.amount}`)
};

export const rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} por envío`)
};

export const rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} por envío = ${i?.amount}`)
};

export const rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.of} = ${i?.amount}`)
};

export const rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje como 12,5 (de 0 a 1000)`)
};

export const rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`% del precio de compra`)
};

export const rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 150,00`)
};

export const rating_margin_placeholder_percent = /** @type {(inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12,5`)
};

export const rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando las reglas de margen`)
};

export const rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de margen aún se están cargando.`)
};

export const rating_margin_saved_as = /** @type {(inputs: Rating_Margin_Saved_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como ${i?.number}: la cotización conserva los precios con los que se guardó.`)
};

export const rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fijado a mano para esta cotización, en lugar de la regla.`)
};

export const rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

export const rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margen desconocido`)
};

export const rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desconocido: ${i?.why}`)
};

export const rating_mode_air = /** @type {(inputs: Rating_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aéreo`)
};

export const rating_mode_boxes = /** @type {(inputs: Rating_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cajas`)
};

export const rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

export const rating_mode_sea_fcl = /** @type {(inputs: Rating_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo FCL (contenedor completo)`)
};

export const rating_mode_sea_lcl = /** @type {(inputs: Rating_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo LCL (grupaje)`)
};

export const rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no dio más detalles.`)
};

export const rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna tarifa pasa los filtros. Quítelos para ver todas.`)
};

export const rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Al guardar una tarifa, su precio queda como cotización, con su PDF.`)
};

export const rating_not_saved = /** @type {(inputs: Rating_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se guardó: ${i?.message}`)
};

export const rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Cotizaciones`)
};

export const rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Americano (tarificado como Custom)`)
};

export const rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · como Custom`)
};

export const rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medida a medida`)
};

export const rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europeo (EUR 1)`)
};

export const rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EUR 2`)
};

export const rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los palés europeos se tarifican como EUR 1 (120 × 80 cm). Los americanos (48 × 40 in) no tienen tipo propio: se tarifican como Custom, 122 × 102 cm. Al elegir un tipo se rellenan su largo y su ancho.`)
};

export const rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estándar británico`)
};

export const rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de recogida`)
};

export const rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`recogida ${i?.date}`)
};

export const rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: sin salida confirmada`)
};

export const rating_price = /** @type {(inputs: Rating_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo tarifas nuevas a los transportistas…`)
};

export const rating_rates_count = /** @type {(inputs: Rating_Rates_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas`)
	
};

export const rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron obtener tarifas`)
};

export const rating_rates_none_body = /** @type {(inputs: Rating_Rates_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe otra fecha de recogida, divida la carga o revise los lugares y las medidas.`)
};

export const rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No llegó ninguna tarifa: ningún transportista ofrece este envío.`)
};

export const rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún transportista ofrece este envío`)
};

export const rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las tarifas de abajo son de la petición anterior.`)
};

export const rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibidas ${i?.rates} de ${i?.carriers}.`)
};

export const rating_rates_summary = /** @type {(inputs: Rating_Rates_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} de ${i?.carriers}${i?.route} · recibidas ${i?.when}`)
};

export const rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas`)
};

export const rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar reglas`)
};

export const rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de cambio`)
};

export const rating_sale_exchange_hint = /** @type {(inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los importes de una regla están en una moneda en la que algunas tarifas no tienen ninguno: su margen es desconocido hasta que indique un tipo de cambio para estas cotizaciones. Se guarda con cada cotización.`)
};

export const rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo como 1,085 (hasta 6 decimales)`)
};

export const rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} en ${i?.to}`)
};

export const rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 1,085`)
};

export const rating_sale_for_customer = /** @type {(inputs: Rating_Sale_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios de venta para ${i?.customer} (elegido en el formulario de arriba), con ${i?.rules}. El PDF del cliente solo muestra el precio de venta.`)
};

export const rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios de venta para ${i?.customer} (las reglas propias del escritorio), con ${i?.rules}. El PDF del cliente solo muestra el precio de venta.`)
};

export const rating_sale_no_customer = /** @type {(inputs: Rating_Sale_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ningún cliente`)
};

export const rating_sale_rules = /** @type {(inputs: Rating_Sale_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} regla de margen`);
	return /** @type {LocalizedString} */ (`${i?.shown} reglas de margen`)
	
};

export const rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la cotización`)
};

export const rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para guardar una cotización hace falta el servicio.`)
};

export const rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no guardó la cotización y no dio ningún motivo.`)
};

export const rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cotización`)
};

export const rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incierto`)
};

export const rating_save_unknown_body = /** @type {(inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mire Cotizaciones: si aparece una cotización de ${i?.carrier}, se guardó. Si no, vuelva a obtener tarifas y guarde la tarifa nueva.`)
};

export const rating_save_unknown_body_amount = /** @type {(inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mire Cotizaciones: si aparece una cotización de ${i?.carrier} por ${i?.amount}, se guardó. Si no, vuelva a obtener tarifas y guarde la tarifa nueva.`)
};

export const rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la cotización se haya guardado o no`)
};

export const rating_saved = /** @type {(inputs: Rating_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada`)
};

export const rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada como cotización.`)
};

export const rating_saved_as_quote_message = /** @type {(inputs: Rating_Saved_As_Quote_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como cotización (${i?.message}).`)
};

export const rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como cotización, ${i?.number}.`)
};

export const rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como cotización, ${i?.number} (${i?.message}).`)
};

export const rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de envío`)
};

export const rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta el`)
};

export const rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo`)
};

export const rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazos`)
};

export const rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

export const rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones de tiempo libre`)
};

export const rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tramo ${i?.number}${i?.leg}`)
};

export const rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron plazos.`)
};

export const rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron condiciones de tiempo libre.`)
};

export const rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tramos.`)
};

export const rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tramos: el itinerario llega con la confirmación.`)
};

export const rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron penalizaciones.`)
};

export const rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalizaciones`)
};

export const rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: sin salida confirmada. La naviera confirma el buque y las fechas después de la reserva.`)
};

export const rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

export const rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tramos de la ruta`)
};

export const rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buque`)
};

export const rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.note} · vea Detalles`)
};

export const rating_sell_not_known = /** @type {(inputs: Rating_Sell_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el precio de venta.`)
};

export const rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

export const rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar detalles`)
};

export const rating_sort_currency = /** @type {(inputs: Rating_Sort_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ordenación compara los importes en ${i?.currency}; no se convierte nada.`)
};

export const rating_sort_no_currency = /** @type {(inputs: Rating_Sort_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin moneda`)
};

export const rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

export const rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recargos`)
};

export const rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base`)
};

export const rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

export const rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.group}`)
};

export const rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista envió algunos importes sin moneda: se muestran tal como llegaron, sin símbolo.`)
};

export const rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa no incluye recargos.`)
};

export const rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

export const rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const rating_surcharges_unit_price = /** @type {(inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio unitario`)
};

export const rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarifas, ${i?.rates}`)
};

export const rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

export const rating_validity_days = /** @type {(inputs: Rating_Validity_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

export const rating_validity_days_hours = /** @type {(inputs: Rating_Validity_Days_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día ${i?.hours} h`);
	return /** @type {LocalizedString} */ (`${i?.shown} días ${i?.hours} h`)
	
};

export const rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducada`)
};

export const rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caducó hace ${i?.duration}`)
};

export const rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caduca en ${i?.duration}`)
};

export const rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

export const rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de un minuto`)
};

export const rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicada`)
};

export const rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.when}`)
};

export const rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo tarifas a los transportistas…`)
};

export const rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rellene el envío de arriba y elija Obtener tarifas. Aquí se comparan las ofertas de los transportistas.`)
};

export const rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tarifas`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

export const route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas`)
};

export const route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las reservas y los formularios de reserva en curso. Reserve una tarifa desde Tarificar o una cotización guardada desde Cotizaciones.`)
};

export const route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos`)
};

export const route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los documentos que necesita cada envío reservado: suelte ficheros para subirlos, descargue plantillas y lo subido.`)
};

export const route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas`)
};

export const route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de referencia del servicio de transporte: puertos, tipos de contenedor, códigos postales, tipos de palé y aeropuertos.`)
};

export const route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios`)
};

export const route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus clientes y reglas de margen, a qué precio se venden las cotizaciones y el informe de cotizaciones por cliente y periodo.`)
};

export const route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones`)
};

export const route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas guardadas, sus precios y recargos, y cuándo caducan; resérvelas o bórrelas.`)
};

export const route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar`)
};

export const route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifique envíos de cajas, palés, marítimos FCL o LCL y aéreos, compare las ofertas de los transportistas y guarde una como cotización o resérvela.`)
};

export const route_settings = /** @type {(inputs: Route_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

export const route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles de conexión (el entorno de pruebas integrado y sus cuentas del servicio de transporte), sincronización y notificaciones.`)
};

export const route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas`)
};

export const route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suba tarifas marítimas (CSV, PDF, XLSX…) y consulte el informe de tarifas de un contrato, tarifa a tarifa.`)
};

export const route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

export const route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué cambió desde su última consulta, días libres que se agotan, cotizaciones que caducan en un día y documentos que faltan para las recogidas.`)
};

export const route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento`)
};

export const route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los envíos reservados, filtrados y ordenados; abra uno para ver sus códigos, direcciones y mensajes de seguimiento.`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia guardada: el archivo que Freight Desk conservaba se ha guardado en ${i?.where}`)
};

export const save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardado en ${i?.where}`)
};

export const saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado.`)
};

export const session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectado`)
};

export const session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.minutes} min`)
};

export const session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.seconds} s`)
};

export const session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última respuesta ${i?.when}`)
};

export const session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Funcionó por última vez ${i?.when}`)
};

export const session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`próximo intento ${i?.when}`)
};

export const session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin respuesta en esta sesión`)
};

export const session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dio ningún motivo.`)
};

export const session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado`)
};

export const session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio rechazó la clave o el secreto de la API.`)
};

export const session_sign_in = /** @type {(inputs: Session_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló el inicio de sesión`)
};

export const session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

export const session_signed_out = /** @type {(inputs: Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

export const session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión…`)
};

export const session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reintentando ahora…`)
};

export const session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inalcanzable`)
};

export const session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no responde.`)
};

export const set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no se pudo leer: ${i?.reason}. Freight Desk lo apartó sin cambios al iniciarse y se inició solo con el perfil del entorno de pruebas.`)
};

export const set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La copia:`)
};

export const set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para recuperar sus perfiles, salga de Freight Desk, repare la copia y renómbrela como settings.json; o vuelva a añadirlos abajo, con sus claves y secretos de la API.`)
};

export const set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el fichero de ajustes, así que sus perfiles del servicio no están cargados`)
};

export const settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cargaron sus perfiles del servicio y la aplicación se inició en el entorno de pruebas. El fichero se conservó, sin cambios, como`)
};

export const settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo leer su fichero de ajustes`)
};

export const store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que envía el servicio se muestra igualmente; hasta entonces no se guarda para abrirlo sin conexión.`)
};

export const store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no puede guardar en su carpeta de datos`)
};

export const store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiado de él al almacén nuevo: ${i?.what}.`)
};

export const store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El fichero dañado, conservado sin cambios:`)
};

export const store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El disco está lleno: Freight Desk no pudo escribir en ${i?.folder}. Libere espacio en ese disco y vuelva a intentarlo.`)
};

export const store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta del fichero`)
};

export const store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reconstruir (solo lo tenía el fichero dañado):`)
};

export const store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se perdió nada que el servicio no pueda devolver.`)
};

export const store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer nada del fichero dañado, así que no se pudo reconstruir lo que tuviera de esto:`)
};

export const store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carpeta de datos es de solo lectura: Freight Desk no pudo escribir en ${i?.folder}. Permita escribir en la carpeta (o inicie Freight Desk con una carpeta de datos en la que pueda escribir) y vuelva a intentarlo.`)
};

export const store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no se pudo leer (${i?.reason}). El almacén nuevo se vuelve a llenar desde el servicio: la lista de envíos con la sincronización y los demás registros a medida que los abra.`)
};

export const store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El almacén local estaba dañado, así que Freight Desk lo apartó y empezó uno nuevo`)
};

export const surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargos`)
};

export const sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar sincronización`)
};

export const sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Revisando ${i?.shown} envío…`);
	return /** @type {LocalizedString} */ (`Revisando ${i?.shown} envíos…`)
	
};

export const sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando la lista de envíos…`)
};

export const sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El escritorio guarda los envíos, cotizaciones y documentos de cada perfil en un almacén local y lo sincroniza con el servicio.`)
};

export const sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo al servicio la lista de envíos…`)
};

export const sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se conservan los envíos guardados antes.`)
};

export const sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última sincronización cancelada ${i?.when}.`)
};

export const sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La última sincronización falló ${i?.when}: ${i?.message}.`)
};

export const sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutos entre sincronizaciones`)
};

export const sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca sincronizado`)
};

export const sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se guardó nada.`)
};

export const sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora`)
};

export const sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización de la lista de envíos`)
};

export const sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de sincronización`)
};

export const sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los ajustes de sincronización`)
};

export const sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de sincronización`)
};

export const sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de la sincronización aún desconocido`)
};

export const sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío guardado`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos guardados`)
	
};

export const sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardados ${i?.done} de ${i?.shown} envío`);
	return /** @type {LocalizedString} */ (`Guardados ${i?.done} de ${i?.shown} envíos`)
	
};

export const sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sincronizado ${i?.when}`)
};

export const sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizando…`)
};

export const sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización`)
};

export const sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con la sincronización: ${i?.message}`)
};

export const tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const tariffs_col_actions = /** @type {(inputs: Tariffs_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

export const tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

export const tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de cargo`)
};

export const tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

export const tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

export const tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrato`)
};

export const tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costes`)
};

export const tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

export const tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trayecto`)
};

export const tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios`)
};

export const tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

export const tariffs_col_transit = /** @type {(inputs: Tariffs_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

export const tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

export const tariffs_col_valid = /** @type {(inputs: Tariffs_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validez`)
};

export const tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vía`)
};

export const tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un comentario tiene como máximo ${i?.max} caracteres`)
};

export const tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios`)
};

export const tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Un comentario por línea.`)
};

export const tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} comentarios (uno por línea)`)
};

export const tariffs_contract_number = /** @type {(inputs: Tariffs_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contrato`)
};

export const tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de contrato es obligatorio`)
};

export const tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. MSC-2026-ES-CN`)
};

export const tariffs_contract_reference = /** @type {(inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia del contrato`)
};

export const tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La referencia del contrato es obligatoria`)
};

export const tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Costes de ${i?.rate}`)
};

export const tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} coste`);
	return /** @type {LocalizedString} */ (`${i?.shown} costes`)
	
};

export const tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} precio`);
	return /** @type {LocalizedString} */ (`${i?.shown} precios`)
	
};

export const tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas`)
	
};

export const tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarifa CSV tiene una fila por coste (las filas con el mismo trayecto, contenedor y fechas forman un precio). Su primera línea es esta cabecera:`)
};

export const tariffs_date_like = /** @type {(inputs: Tariffs_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use una fecha como ${i?.example}`)
};

export const tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. del documento`)
};

export const tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios importados`)
};

export const tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar una plantilla CSV`)
};

export const tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte para añadir a esta tarifa`)
};

export const tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte aquí los archivos de la tarifa (CSV, PDF, XLSX…) o`)
};

export const tariffs_export_csv = /** @type {(inputs: Tariffs_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

export const tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. externo`)
};

export const tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Su propia referencia para esta tarifa.`)
};

export const tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de la tarifa`)
};

export const tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} archivos por subida`)
};

export const tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un archivo de tarifa (suéltelo aquí o elíjalo)`)
};

export const tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha inicial`)
};

export const tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha inicial es obligatoria`)
};

export const tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar precios`)
};

export const tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aceptan: ${i?.limit}, como máximo ${i?.max} archivos.`)
};

export const tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la tarifa`)
};

export const tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. El informe puede filtrar por él.`)
};

export const tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional: parte del nombre.`)
};

export const tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no indica costes para este precio.`)
};

export const tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha añadido ningún archivo`)
};

export const tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no aceptó la tarifa.`)
};

export const tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa no se subió`)
};

export const tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`subida el ${i?.date}`)
};

export const tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para subir una tarifa hace falta el servicio.`)
};

export const tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios de ${i?.contract}`)
};

export const tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio rechazó la tarifa`)
};

export const tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe: ${i?.counts}`)
};

export const tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe de tarifas de ${i?.contract}`)
};

export const tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios de un contrato vigentes en un periodo, cada uno con sus costes.`)
};

export const tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El informe falló`)
};

export const tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} de «${i?.contract}»`)
};

export const tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un número de contrato y el primer día del periodo, y pulse «Ver informe».`)
};

export const tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida un informe`)
};

export const tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el informe de tarifas…`)
};

export const tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay tarifas de «${i?.contract}» en este periodo`)
};

export const tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el número de contrato y las fechas, o suba la tarifa arriba.`)
};

export const tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el informe de tarifas`)
};

export const tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe de tarifas`)
};

export const tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCAC del transportista`)
};

export const tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 2 a 4 letras, p. ej. MAEU, MSCU.`)
};

export const tariffs_scac_letters = /** @type {(inputs: Tariffs_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El SCAC del transportista tiene de 2 a 4 letras (por ejemplo, MAEU)`)
};

export const tariffs_scac_required = /** @type {(inputs: Tariffs_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El SCAC del transportista es obligatorio (por ejemplo, MAEU)`)
};

export const tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada. Añada archivos para subir otra tarifa.`)
};

export const tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada; resultado desconocido. Compruebe el informe antes de volver a añadirlos.`)
};

export const tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver precios`)
};

export const tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver informe`)
};

export const tariffs_status = /** @type {(inputs: Tariffs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier estado`)
};

export const tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es un número`)
};

export const tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · con precios importados`)
};

export const tariffs_status_without_rates = /** @type {(inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 · sin precios`)
};

export const tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el guardado.`)
};

export const tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plantilla no se guardó`)
};

export const tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha final no puede ser anterior a la inicial`)
};

export const tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha final`)
};

export const tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacía: sin fecha final.`)
};

export const tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo por enviar`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos por enviar`)
	
};

export const tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

export const tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compruebe el contrato ${i?.contract} en el informe de tarifas de abajo: si aparecen los precios de la tarifa, llegó. Vuelva a subir estos archivos solo si no aparecen.`)
};

export const tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la tarifa se haya subido o no`)
};

export const tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa`)
};

export const tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir tarifa`)
};

export const tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de tarifa de un contrato con un transportista. Los CSV se leen como precios y costes; los PDF, XLSX y demás se guardan tal cual.`)
};

export const tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir una tarifa`)
};

export const tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa subida`)
};

export const tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.start}`)
};

export const tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.end}`)
};

export const timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo`)
};

export const timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora no indicada`)
};

export const today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un envío`)
};

export const today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo en la lista`)
};

export const today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aduana: ${i?.from} → ${i?.to}`)
};

export const today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA movida: ${i?.from} → ${i?.to}`)
};

export const today_change_new_messages = /** @type {(inputs: Today_Change_New_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de seguimiento nuevo`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de seguimiento nuevos`)
	
};

export const today_change_new_messages_latest = /** @type {(inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de seguimiento nuevo: «${i?.latest}»`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de seguimiento nuevos: «${i?.latest}»`)
	
};

export const today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

export const today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida movida: ${i?.from} → ${i?.to}`)
};

export const today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.from} → ${i?.to}`)
};

export const today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no lo lista desde ${i?.when} (se conserva aquí)`)
};

export const today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cambio`);
	return /** @type {LocalizedString} */ (`${i?.shown} cambios`)
	
};

export const today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cambios de estado, las fechas de ETA y de recogida que se movieron, los mensajes de seguimiento nuevos y los documentos validados o rechazados aparecen aquí según los encuentran las sincronizaciones.`)
};

export const today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} (se muestran los más recientes; ${i?.shown} más)`);
	return /** @type {LocalizedString} */ (`${i?.text} (se muestran los más recientes; ${i?.shown} más)`)
	
};

export const today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} desde la última revisión, ${i?.when}`)
};

export const today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} desde que el escritorio empezó a guardarlos`)
};

export const today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios desde la última revisión`)
};

export const today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío con recogida en los próximos 3 días`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos con recogida en los próximos 3 días`)
	
};

export const today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos con recogida en los próximos 3 días aparecen aquí mientras un documento obligatorio no esté subido, o si su lista de documentos nunca se abrió en este escritorio.`)
};

export const today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida ${i?.pickup}: falta subir ${i?.missing}`)
};

export const today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida ${i?.pickup}: sus documentos nunca se revisaron en este escritorio`)
};

export const today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos para recogidas próximas`)
};

export const today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cargo a 48 horas o menos del último día libre, o ya pasado`);
	return /** @type {LocalizedString} */ (`${i?.shown} cargos a 48 horas o menos del último día libre, o ya pasados`)
	
};

export const today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} envío más en cuenta atrás en Seguimiento`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} envíos más en cuenta atrás en Seguimiento`)
	
};

export const today_free_empty = /** @type {(inputs: Today_Free_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos marítimos reservados aparecen aquí 48 horas antes del último día libre de su demora, detención o almacenaje, y siguen, con el cargo acumulado, una vez pasado, hasta que el reloj se detiene (la retirada, la devolución del vacío).`)
};

export const today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres por agotarse`)
};

export const today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última revisión ${i?.when}.`)
};

export const today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`línea requiere atención.`);
	return /** @type {LocalizedString} */ (`líneas requieren atención.`)
	
};

export const today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todo como visto`)
};

export const today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} más`);
	return /** @type {LocalizedString} */ (`${i?.shown} más`)
	
};

export const today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada por ahora`)
};

export const today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada pendiente ahora mismo.`)
};

export const today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}: caduca ${i?.when}`)
};

export const today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.price}: caduca ${i?.when}`)
};

export const today_quote_saved = /** @type {(inputs: Today_Quote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

export const today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pronto`)
};

export const today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cotización guardada`);
	return /** @type {LocalizedString} */ (`${i?.shown} cotizaciones guardadas`)
	
};

export const today_quotes_empty = /** @type {(inputs: Today_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cotizaciones guardadas cuya validez termina en las próximas 24 horas aparecen aquí, para reservarlas a tiempo.`)
};

export const today_quotes_title = /** @type {(inputs: Today_Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones que caducan en un día`)
};

export const today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el resumen de hoy`)
};

export const today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el resumen de hoy…`)
};

export const today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todo`)
};

export const today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}, el resto`)
};

export const topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a…`)
};

export const tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

export const tracking_changes_count = /** @type {(inputs: Tracking_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cambio`);
	return /** @type {LocalizedString} */ (`${i?.shown} cambios`)
	
};

export const tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los cambios`)
};

export const tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios desde la última sincronización`)
};

export const tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de reserva`)
};

export const tracking_code_tracking = /** @type {(inputs: Tracking_Code_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de seguimiento`)
};

export const tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencia`)
};

export const tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

export const tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

export const tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

export const tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

export const tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

export const tracking_col_route = /** @type {(inputs: Tracking_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

export const tracking_col_sell = /** @type {(inputs: Tracking_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venta`)
};

export const tracking_col_status = /** @type {(inputs: Tracking_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

export const tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el detalle del envío`)
};

export const tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el envío`)
};

export const tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el envío…`)
};

export const tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió con otro envío (${i?.other}) en lugar de ${i?.asked}. Freight Desk no muestra los datos de otro envío como si fueran de este; vuelva a intentarlo y, si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

export const tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

export const tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amplíe las fechas o quite un filtro.`)
};

export const tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con estos filtros`)
};

export const tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk la sincroniza al iniciar sesión y después cada pocos minutos. Sincronice ahora para traerla.`)
};

export const tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de envíos nunca se sincronizó`)
};

export const tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos reservados aparecen aquí.`)
};

export const tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay envíos`)
};

export const tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la ortografía, o quite la búsqueda o un filtro.`)
};

export const tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con «${i?.search}» con estos filtros`)
};

export const tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda mira en códigos, agencias, lugares y referencias. Compruebe la ortografía, o quite la búsqueda.`)
};

export const tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con «${i?.search}»`)
};

export const tracking_export_cancelled = /** @type {(inputs: Tracking_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló la exportación.`)
};

export const tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

export const tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se exportó la lista`)
};

export const tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar la lista`)
};

export const tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide: nada que exportar`)
};

export const tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar XLSX`)
};

export const tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`p. ej. ${i?.example}`)
};

export const tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use una fecha como ${i?.example}`)
};

export const tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de fin es anterior a la de inicio`)
};

export const tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de inicio`)
};

export const tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Operador de transporte`)
};

export const tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista o agencia`)
};

export const tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

export const tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de fin`)
};

export const tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: como máximo ${i?.max} caracteres`)
};

export const tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} estados en el filtro`)
};

export const tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier estado`)
};

export const tracking_filters_applied = /** @type {(inputs: Tracking_Filters_AppliedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} filtro aplicado`);
	return /** @type {LocalizedString} */ (`${i?.shown} filtros aplicados`)
	
};

export const tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar filtros`)
};

export const tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar filtros`)
};

export const tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtros de envíos`)
};

export const tracking_filters_status = /** @type {(inputs: Tracking_Filters_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar`)
};

export const tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum}, si no se ha detenido`)
};

export const tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} hasta ahora`)
};

export const tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno: se cobra desde el primer día`)
};

export const tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobrado hasta ahora: ${i?.sum}`)
};

export const tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.text}`)
};

export const tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.first}, ${i?.then}`)
};

export const tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contenedor`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores`)
	
};

export const tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.containers} de ${i?.size}`)
};

export const tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desconocido (${i?.size})`)
};

export const tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fecha (${i?.zone})`)
};

export const tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} en ${i?.port}`)
};

export const tracking_free_days = /** @type {(inputs: Tracking_Free_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} día`);
	return /** @type {LocalizedString} */ (`${i?.shown} días`)
	
};

export const tracking_free_days_charged_so_far = /** @type {(inputs: Tracking_Free_Days_Charged_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span}, hasta ahora)`)
};

export const tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span})`)
};

export const tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} d ${i?.hours} h`)
};

export const tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el envío se entregó sin ella`)
};

export const tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin no informado`)
};

export const tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la descarga`)
};

export const tracking_free_enter_empty_return = /** @type {(inputs: Tracking_Free_Enter_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la devolución del vacío`)
};

export const tracking_free_enter_release = /** @type {(inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la retirada`)
};

export const tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`introducido a mano`)
};

export const tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la fecha y la hora (horas y minutos) en el puerto.`)
};

export const tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}: entrada a mano`)
};

export const tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moment} (su entrada, ${i?.when}, queda aparte)`)
};

export const tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos del tiempo libre`)
};

export const tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los tamaños`)
};

export const tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const tracking_free_fact_containers = /** @type {(inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores`)
};

export const tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días cobrados`)
};

export const tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

export const tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día libre`)
};

export const tracking_free_fact_per_container = /** @type {(inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por contenedor`)
};

export const tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio por día`)
};

export const tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza con ${i?.event}`)
};

export const tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se detiene con ${i?.event}`)
};

export const tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}, desde ${i?.event}`)
};

export const tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el envío (grupaje: un solo precio)`)
};

export const tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.duration}`)
};

export const tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.duration}, último día libre ${i?.day}`)
};

export const tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (${i?.portTime}) · ${i?.by}`)
};

export const tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (moneda no indicada por la tarifa)`)
};

export const tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El escritorio no guardó el puerto de destino de esta reserva: los días se cuentan en UTC.`)
};

export const tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado por la tarifa`)
};

export const tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin condiciones`)
};

export const tracking_free_no_terms_text = /** @type {(inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: la tarifa no dio días libres ni evento de inicio`)
};

export const tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

export const tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no informado`)
};

export const tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún no informado`)
};

export const tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin empezar`)
};

export const tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: el tiempo libre empieza con ${i?.event}, ${i?.notYet}`)
};

export const tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no`)
};

export const tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin descargar`)
};

export const tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin retirar`)
};

export const tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el vacío aún sin devolver`)
};

export const tracking_free_nothing_charged = /** @type {(inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dentro del tiempo libre, nada cobrado`)
};

export const tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pasado el último día libre, ${i?.sum} hasta ahora`)
};

export const tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pasado el último día libre (${i?.day}), ${i?.sum} hasta ahora`)
};

export const tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencido`)
};

export const tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Días del puerto de ${i?.name}, hora de ${i?.zone}; las horas son las del puerto.`)
};

export const tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El escritorio no conoce la zona horaria de ${i?.name}: los días se cuentan en UTC.`)
};

export const tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hora de ${i?.port}`)
};

export const tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hora del puerto`)
};

export const tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al día por contenedor`)
};

export const tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al día por el envío`)
};

export const tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el tiempo libre del envío`)
};

export const tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`informado por el transportista`)
};

export const tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.from} al ${i?.through}`)
};

export const tracking_free_start_unreported = /** @type {(inputs: Tracking_Free_Start_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio no informado`)
};

export const tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: empieza con ${i?.event}, que no se informó aunque el envío se entregó; introdúzcala en el tiempo libre del envío`)
};

export const tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si el contenedor sigue en la terminal`)
};

export const tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si el contenedor sigue fuera`)
};

export const tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si no ha ocurrido`)
};

export const tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido`)
};

export const tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detenido, ${i?.amounts}`)
};

export const tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: detenido con ${i?.event}, ${i?.when} (introducido a mano): ${i?.charged}`)
};

export const tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido, sin cargo`)
};

export const tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: detenido con ${i?.event}, ${i?.when}: ${i?.charged}`)
};

export const tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido, cargo desconocido`)
};

export const tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total}`)
};

export const tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} de cargo; la tarifa no dio precio por día`)
};

export const tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total}`)
};

export const tracking_free_sum_unknown_boxes = /** @type {(inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total} por contenedor (no se sabe cuántos se reservaron)`)
};

export const tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la descarga`)
};

export const tracking_free_the_empty_return = /** @type {(inputs: Tracking_Free_The_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la devolución del vacío`)
};

export const tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la retirada`)
};

export const tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el día de inicio`)
};

export const tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora (${i?.zone})`)
};

export const tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga`)
};

export const tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descarga en ${i?.city}`)
};

export const tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devolución del vacío`)
};

export const tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirada (salida del lleno)`)
};

export const tracking_free_total_incomplete = /** @type {(inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin contar los cargos cuyo precio o contenedores no se conocen`)
};

export const tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contando como aún en marcha un reloj cuyo fin no se informó`)
};

export const tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de 1 h`)
};

export const tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No informado`)
};

export const tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

export const tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

export const tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas`)
};

export const tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

export const tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aduana`)
};

export const tracking_goods_delivery_notes = /** @type {(inputs: Tracking_Goods_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de entrega`)
};

export const tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos de este envío`)
};

export const tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguro`)
};

export const tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de recogida`)
};

export const tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de recogida`)
};

export const tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía y servicio`)
};

export const tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} línea`);
	return /** @type {LocalizedString} */ (`${i?.shown} líneas`)
	
};

export const tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades de mercancía`)
};

export const tracking_goods_value = /** @type {(inputs: Tracking_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor de la mercancía`)
};

export const tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la página de seguimiento`)
};

export const tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página de seguimiento del transportista`)
};

export const tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio dio una dirección de seguimiento que no es un enlace web; Freight Desk no la abre:`)
};

export const tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos`)
	
};

export const tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las flechas recorren la lista e Intro abre un envío. Se ordena con las cabeceras de las columnas.`)
};

export const tracking_list_load_failed = /** @type {(inputs: Tracking_List_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los envíos`)
};

export const tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando envíos…`)
};

export const tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`coincide`);
	return /** @type {LocalizedString} */ (`coinciden`)
	
};

export const tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

export const tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora la lista con el servicio`)
};

export const tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· total en el servicio ${i?.total}`)
};

export const tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

export const tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mensajes aparecen aquí a medida que el transportista informa del avance del envío.`)
};

export const tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tramo ${i?.number}`)
};

export const tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los mensajes de seguimiento`)
};

export const tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los mensajes de seguimiento…`)
};

export const tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dio ningún código de envío con el que pedir los mensajes.`)
};

export const tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualización sin mensaje`)
};

export const tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún mensaje de seguimiento de este envío`)
};

export const tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay mensajes de seguimiento`)
};

export const tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los más recientes primero`)
};

export const tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de la respuesta del servicio es de otro envío (${i?.ids}): no se muestra aquí.`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de la respuesta del servicio son de otro envío (${i?.ids}): no se muestran aquí.`)
	
};

export const tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento, los más recientes primero`)
};

export const tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento`)
};

export const tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} más`);
	return /** @type {LocalizedString} */ (`${i?.shown} más`)
	
};

export const tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicado`)
};

export const tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

export const tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

export const tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deben aparecer todas las palabras; sin importar mayúsculas ni acentos.`)
};

export const tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar envíos`)
};

export const tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código, agencia, lugar o referencia`)
};

export const tracking_search_too_long = /** @type {(inputs: Tracking_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} caracteres en la búsqueda`)
};

export const tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización ${i?.quote}: comprado a ${i?.buy}, margen ${i?.margin}, vendido a ${i?.sell}`)
};

export const tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización ${i?.quote} para ${i?.customer}: comprado a ${i?.buy}, margen ${i?.margin}, vendido a ${i?.sell}`)
};

export const tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de envío`)
};

export const tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes del transportista a medida que avanza el envío.`)
};

export const tracking_switch_label = /** @type {(inputs: Tracking_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizaciones de seguimiento`)
};

export const tracking_switch_maybe_off = /** @type {(inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que el seguimiento se haya desactivado o no`)
};

export const tracking_switch_maybe_on = /** @type {(inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que el seguimiento se haya activado o no`)
};

export const tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

export const tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento desactivado`)
};

export const tracking_switch_off_failed = /** @type {(inputs: Tracking_Switch_Off_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo desactivar el seguimiento. ${i?.title}: ${i?.message}`)
};

export const tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado`)
};

export const tracking_switch_on_done = /** @type {(inputs: Tracking_Switch_On_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento activado`)
};

export const tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo activar el seguimiento. ${i?.title}: ${i?.message}`)
};

export const tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha vuelto a leer el envío: el interruptor de arriba muestra lo que dice ahora el servicio.`)
};

export const tracking_switch_refused = /** @type {(inputs: Tracking_Switch_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no cambió el seguimiento.`)
};

export const tracking_switch_refused_because = /** @type {(inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no cambió el seguimiento: ${i?.reason}`)
};

export const tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiando…`)
};

export const tracking_switch_unknown_hint = /** @type {(inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dice si el seguimiento está activado; lo está salvo que se desactive.`)
};

export const tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no listado`)
};

export const tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no lista este envío desde ${i?.when}. Freight Desk conserva lo que guardó.`)
};

export const tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a intentar`)
};

export const typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un número, como 12,5`)
};

export const typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} es obligatorio`)
};

export const typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un número entero, como 2`)
};