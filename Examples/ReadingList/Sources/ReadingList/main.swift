import ReadingListCore
print("ReadingList: placeholder")
